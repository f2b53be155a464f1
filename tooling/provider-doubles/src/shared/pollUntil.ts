import { delay } from './delay';

/**
 * Calls `check` every `intervalMs` until it returns a value other than `undefined`, or until
 * `stop` settles first (then resolves `undefined`).
 */
export async function pollUntil<T>(
  check: () => Promise<T | undefined>,
  intervalMs: number,
  stop: Promise<unknown>,
): Promise<T | undefined> {
  let stopped = false;
  void stop.then(() => {
    stopped = true;
  });
  while (!stopped) {
    const value = await check();
    if (value !== undefined) return value;
    await Promise.race([delay(intervalMs), stop]);
  }
  return undefined;
}
