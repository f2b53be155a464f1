import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLargestPaint } from './afterLargestPaint';

/** A stand-in for the browser's PerformanceObserver that reports the entries a test gives it. */
function observeLargestPaints() {
  const observers: { report: (startTimes: number[]) => void; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    readonly record: { report: (startTimes: number[]) => void; disconnected: boolean };
    constructor(callback: (list: { getEntries: () => { startTime: number }[] }) => void) {
      this.record = {
        report: (startTimes) => callback({ getEntries: () => startTimes.map((startTime) => ({ startTime })) }),
        disconnected: false,
      };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return observers;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterLargestPaint', () => {
  it('waits for a largest paint later than the call, then for the browser to be idle', () => {
    vi.useFakeTimers();
    const observers = observeLargestPaints();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const callback = vi.fn();
    const now = performance.now();
    afterLargestPaint(callback);
    // The skeleton's paint, from before the page rendered, does not count.
    observers[0]?.report([now - 50]);
    expect(idle).toHaveLength(0);
    observers[0]?.report([now + 20]);
    expect(observers[0]?.disconnected).toBe(true);
    expect(callback).not.toHaveBeenCalled();
    idle[0]?.();
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(idle).toHaveLength(1);
  });

  it('runs after the timeout where no largest paint is reported', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.stubGlobal('requestIdleCallback', (run: () => void) => run());
    const callback = vi.fn();
    afterLargestPaint(callback, { timeout: 1000 });
    vi.advanceTimersByTime(999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    vi.useFakeTimers();
    const observers = observeLargestPaints();
    vi.stubGlobal('requestIdleCallback', (run: () => void) => run());
    const callback = vi.fn();
    afterLargestPaint(callback)();
    expect(observers[0]?.disconnected).toBe(true);
    observers[0]?.report([performance.now() + 10]);
    vi.advanceTimersByTime(5000);
    expect(callback).not.toHaveBeenCalled();
  });
});
