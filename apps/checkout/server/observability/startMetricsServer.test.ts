// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createServerMetrics } from './createServerMetrics';
import { readMetricsPort } from './readMetricsPort';
import { startMetricsServer } from './startMetricsServer';

describe('metrics server', () => {
  it('is off unless METRICS_PORT names a port', () => {
    expect(readMetricsPort({})).toBeNull();
    expect(readMetricsPort({ METRICS_PORT: ' ' })).toBeNull();
    expect(readMetricsPort({ METRICS_PORT: '9464' })).toBe(9464);
    for (const wrong of ['0', '70000', 'x', '94.6']) expect(() => readMetricsPort({ METRICS_PORT: wrong })).toThrow();
  });

  it('serves the registry as /metrics in Prometheus’ format and nothing else', async () => {
    const metrics = createServerMetrics();
    metrics.requests.inc({ page_class: 'payment', status: '200' });
    const server = await startMetricsServer(metrics.registry, 0, '127.0.0.1');
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      const text = await response.text();
      expect(text).toContain('checkout_http_requests_total{page_class="payment",status="200"} 1');
      expect(text).toContain('checkout_process_cpu_seconds_total');
      expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
