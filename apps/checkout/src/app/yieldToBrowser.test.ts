import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yieldToBrowser';

describe('yieldToBrowser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('resolves only after the current task, in a timeout where there is no scheduler.yield', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    const order: string[] = [];
    const done = yieldToBrowser().then(() => order.push('after yield'));
    await Promise.resolve();
    order.push('same task');
    expect(order).toEqual(['same task']);
    await vi.runAllTimersAsync();
    await done;
    expect(order).toEqual(['same task', 'after yield']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTask });
    await yieldToBrowser();
    expect(yieldTask).toHaveBeenCalledTimes(1);
  });
});
