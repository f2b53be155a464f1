import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** The server's Prometheus metrics; no label holds an id, a key or a path. */
export interface ServerMetrics {
  readonly registry: Registry;
  /** `checkout_http_requests_total{page_class,status}`. */
  readonly requests: Counter<'page_class' | 'status'>;
  /** `checkout_http_request_duration_seconds{page_class}`: until the response's headers. */
  readonly duration: Histogram<'page_class'>;
  /** `checkout_platform_reads_total{call,status}`: the server render's platform reads by client function. */
  readonly platformReads: Counter<'call' | 'status'>;
  /** `checkout_reports_total{kind}`: accepted CSP (`csp`) and client error (`error`) reports. */
  readonly reports: Counter<'kind'>;
}

/** Options of {@link createServerMetrics}. */
export interface ServerMetricsOptions {
  /** Whether the registry also holds Node's process metrics (memory, event loop lag, GC). Defaults to `true`. */
  nodeMetrics?: boolean;
}

/** A registry of its own with the server's metrics (never prom-client's global one, so tests and servers do not share counts). */
export function createServerMetrics({ nodeMetrics = true }: ServerMetricsOptions = {}): ServerMetrics {
  const registry = new Registry();
  if (nodeMetrics) collectDefaultMetrics({ register: registry, prefix: 'checkout_' });
  return {
    registry,
    requests: new Counter({
      name: 'checkout_http_requests_total',
      help: 'Requests the checkout server answered, by page class and status.',
      labelNames: ['page_class', 'status'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'checkout_http_request_duration_seconds',
      help: 'Time until the response headers went out, by page class.',
      labelNames: ['page_class'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    platformReads: new Counter({
      name: 'checkout_platform_reads_total',
      help: "The server render's platform reads, by client function and status (an HTTP status, timeout or error).",
      labelNames: ['call', 'status'],
      registers: [registry],
    }),
    reports: new Counter({
      name: 'checkout_reports_total',
      help: 'Reports accepted by the report endpoints, by kind (csp, error).',
      labelNames: ['kind'],
      registers: [registry],
    }),
  };
}
