import { describe, expect, it, vi } from 'vitest';
import { shareUntilFailure } from './shareUntilFailure';

describe('shareUntilFailure', () => {
  it('makes the promise once and shares it', async () => {
    const shared = shareUntilFailure<number>();
    const make = vi.fn(async () => 1);
    expect(shared.peek()).toBeNull();
    await Promise.all([shared.get(make), shared.get(make)]);
    expect(make).toHaveBeenCalledTimes(1);
    expect(await shared.peek()).toBe(1);
  });

  it('forgets a failure so that the next call tries again', async () => {
    const shared = shareUntilFailure<number>();
    await expect(shared.get(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    await Promise.resolve();
    expect(shared.peek()).toBeNull();
    expect(await shared.get(async () => 2)).toBe(2);
  });
});
