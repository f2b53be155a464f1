/** A promise made once and shared by every caller; forgotten when it rejects, so the next call tries again. */
export interface SharedPromise<T> {
  /** The shared promise, made with `make` when there is none. */
  get(make: () => Promise<T>): Promise<T>;
  /** The shared promise, or `null` before the first `get` (or after a failure). */
  peek(): Promise<T> | null;
}

/** Creates a {@link SharedPromise}: how adapters load their SDK and provider data once. */
export function shareUntilFailure<T>(): SharedPromise<T> {
  let shared: Promise<T> | null = null;
  return {
    get(make) {
      if (shared === null) {
        const made = make();
        shared = made;
        made.catch(() => {
          if (shared === made) shared = null;
        });
      }
      return shared;
    },
    peek: () => shared,
  };
}
