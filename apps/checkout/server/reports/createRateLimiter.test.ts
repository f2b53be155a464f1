import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './createRateLimiter';

describe('createRateLimiter', () => {
  it('admits each client up to its limit and all together up to the total, within one window', () => {
    let now = 0;
    const limiter = createRateLimiter({ perClient: 2, total: 3, now: () => now });
    expect(['a', 'a', 'a', 'b', 'c'].map((client) => limiter.take(client))).toEqual([true, true, false, true, false]);
    now = 60_000;
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('c')).toBe(true);
  });

  it('tracks a bounded number of clients: a new one past the bound waits for the next window', () => {
    let now = 0;
    const limiter = createRateLimiter({ perClient: 5, total: 1000, maxClients: 2, now: () => now });
    expect(['a', 'b', 'c', 'a'].map((client) => limiter.take(client))).toEqual([true, true, false, true]);
    now = 60_000;
    expect(limiter.take('c')).toBe(true);
  });
});
