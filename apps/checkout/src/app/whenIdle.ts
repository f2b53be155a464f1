/** Options of {@link whenIdle}. */
export interface WhenIdleOptions {
  /** Run anyway after this many milliseconds, idle or not. Defaults to `2000`. */
  readonly timeout?: number;
}

/**
 * Calls `callback` once the browser has nothing more urgent to do (painting the page, answering the
 * shopper), at the latest after `timeout`; returns a function that cancels it. Where
 * `requestIdleCallback` is missing (Safari) it waits for the next task after the next paint.
 * For work nobody waits for, such as reporting a page view, so that it does not compete with the
 * first paint for the network or the main thread.
 */
export function whenIdle(callback: () => void, { timeout = 2000 }: WhenIdleOptions = {}): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => callback(), { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = window.requestAnimationFrame(() => {
    task = setTimeout(callback, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    if (task !== undefined) clearTimeout(task);
  };
}
