/**
 * `promise`'s value, or `undefined` when it rejects or takes longer than `ms`; the work behind it goes
 * on regardless (a slow read still fills its query for later).
 */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let stopTimer = () => {};
  return Promise.race([
    promise.catch(() => undefined),
    new Promise<undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), ms);
      stopTimer = () => clearTimeout(timer);
    }),
  ]).finally(() => stopTimer());
}
