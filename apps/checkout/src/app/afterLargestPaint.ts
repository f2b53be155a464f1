import { whenIdle } from './whenIdle';

/** Options of {@link afterLargestPaint}. */
export interface AfterLargestPaintOptions {
  /** Run anyway after this many milliseconds (no new largest paint, or none reported). Defaults to `3000`. */
  readonly timeout?: number;
}

/**
 * Calls `callback` once the browser has reported a largest contentful paint later than this call
 * (the content just rendered is on screen) and is then idle ({@link whenIdle}), at the latest after
 * `timeout`; returns a function that cancels it. Browsers without the largest-paint entry wait for
 * the timeout. For work nobody waits for that should never run before the page's largest paint,
 * such as reporting a page view: an idle callback alone can come between the render and its paint.
 */
export function afterLargestPaint(callback: () => void, { timeout = 3000 }: AfterLargestPaintOptions = {}): () => void {
  const since = performance.now();
  let settled = false;
  let cancelIdle = () => {};
  let observer: PerformanceObserver | undefined;
  const run = () => {
    if (settled) return;
    settled = true;
    observer?.disconnect();
    clearTimeout(timer);
    cancelIdle = whenIdle(callback);
  };
  const timer = setTimeout(run, timeout);
  if (
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) run();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  return () => {
    settled = true;
    observer?.disconnect();
    clearTimeout(timer);
    cancelIdle();
  };
}
