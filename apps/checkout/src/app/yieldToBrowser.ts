/**
 * Resolves in a later task, so that the work after it does not lengthen the current one: the browser
 * may paint, answer input or run other tasks in between. Uses `scheduler.yield` where the browser has
 * it (the continuation keeps its place ahead of other tasks), a zero-delay timeout elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
