import { describe, expect, it } from 'vitest';
import { summarizeThroughput } from './summarizeThroughput';

const rendered = (ms: number) => ({ ms, rendered: true });

describe('summarizeThroughput', () => {
  it('takes nearest-rank percentiles of 400 latencies whatever their order', () => {
    // 1..400 ms shuffled: p50 is the 200th value, p99 the 396th.
    const samples = Array.from({ length: 400 }, (_, index) => rendered(((index * 7) % 400) + 1));
    const summary = summarizeThroughput(samples, 20_000);
    expect(summary.p50Ms).toBe(200);
    expect(summary.p99Ms).toBe(396);
  });

  it('gives the largest value as p99 of fewer than 100 latencies', () => {
    const summary = summarizeThroughput([rendered(30), rendered(10), rendered(20)], 1000);
    expect(summary.p50Ms).toBe(20);
    expect(summary.p99Ms).toBe(30);
  });

  it('divides rendered pages by wall-clock seconds', () => {
    const summary = summarizeThroughput(
      Array.from({ length: 400 }, () => rendered(90)),
      16_000,
    );
    expect(summary.pagesPerSecond).toBe(25);
    expect(summary.requests).toBe(400);
    expect(summary.rendered).toBe(400);
  });

  it('counts a shell fallback in the latencies but not as a page', () => {
    const summary = summarizeThroughput([rendered(100), rendered(100), { ms: 900, rendered: false }], 1000);
    expect(summary.rendered).toBe(2);
    expect(summary.pagesPerSecond).toBe(2);
    expect(summary.p99Ms).toBe(900);
  });

  it('reports no percentile and no throughput for an empty batch', () => {
    expect(summarizeThroughput([], 0)).toEqual({
      requests: 0,
      rendered: 0,
      pagesPerSecond: 0,
      p50Ms: null,
      p99Ms: null,
    });
  });
});
