import { afterEach, describe, expect, it, vi } from 'vitest';
import { within } from './within';

afterEach(() => {
  vi.useRealTimers();
});

describe('within', () => {
  it('answers the value that comes in time', async () => {
    await expect(within(Promise.resolve('flags'), 500)).resolves.toBe('flags');
  });

  it('answers nothing once the time is up, and leaves no timer behind when the value came first', async () => {
    vi.useFakeTimers();
    const late = within(new Promise(() => undefined), 500);
    await vi.advanceTimersByTimeAsync(500);
    await expect(late).resolves.toBeUndefined();
    await within(Promise.resolve(1), 500);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers nothing for a promise that rejects', async () => {
    await expect(within(Promise.reject(new Error('down')), 500)).resolves.toBeUndefined();
  });
});
