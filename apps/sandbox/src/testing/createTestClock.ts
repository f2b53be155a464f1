/** A clock tests move by hand: leases and drafts expire without waiting. */
export interface TestClock {
  now: () => Date;
  /** Moves the clock forward by `ms`. */
  advance: (ms: number) => void;
}

/** Starts a test clock at `start`. */
export function createTestClock(start: Date): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}
