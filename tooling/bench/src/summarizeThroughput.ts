/** One measured request: how long it took and whether its answer was a server-rendered page. */
export interface RenderSample {
  readonly ms: number;
  readonly rendered: boolean;
}

/** Throughput figures of a batch of requests: pages per second counts rendered pages only. */
export interface ThroughputSummary {
  readonly requests: number;
  readonly rendered: number;
  /** Rendered pages divided by the batch's wall-clock seconds. */
  readonly pagesPerSecond: number;
  /** Nearest-rank percentiles of every request's latency, rendered or not. */
  readonly p50Ms: number | null;
  readonly p99Ms: number | null;
}

/**
 * Sums up a batch that took `elapsedMs` of wall-clock time: the latency percentiles take every answer (a shell
 * sent after the render's time limit too), so a fallback shows in p99 and never in pages per second.
 */
export function summarizeThroughput(samples: readonly RenderSample[], elapsedMs: number): ThroughputSummary {
  const rendered = samples.filter((sample) => sample.rendered).length;
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return {
    requests: samples.length,
    rendered,
    pagesPerSecond: elapsedMs > 0 ? rendered / (elapsedMs / 1000) : 0,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
  };
}

/** Nearest rank: the smallest value with at least `p` % of the values at or below it. */
function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? null;
}
