// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RenderPageInput } from '../../src/ssr/RenderedPage';
import { createServerApp } from '../createServerApp';
import { readRuntimeConfig } from '../readRuntimeConfig';
import { readSecurityOptions } from '../security/readSecurityOptions';
import { describePage } from '../testing/describePage';
import { createLogger } from './createLogger';
import { createServerMetrics } from './createServerMetrics';

const API_KEY = 'key-7f3a9c';
const CART_ID = 'cart-123456';
const HASH = 'hash5e4c7b2a19';
const CUSTOMER = 'cust-99817';
const SECRETS = [API_KEY, CART_ID, HASH, CUSTOMER, 'ada@example.com', 'Lovelace', '?', 'hash='];

let distDir: string;
beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'checkout-observe-'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
  );
});

const config = readRuntimeConfig({});

function observedApp(render?: (input: RenderPageInput) => Promise<never>, describe = describePage) {
  const lines: string[] = [];
  const metrics = createServerMetrics({ nodeMetrics: false });
  const app = createServerApp({
    distDir,
    config,
    security: readSecurityOptions({}, config),
    describe,
    logger: createLogger({ destination: { write: (line: string) => lines.push(line) } }),
    metrics,
    render,
    platformReadWaitMs: render ? 500 : 0,
  });
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { app, lines, entries, metrics };
}

describe('request logs', () => {
  it('logs a page request by its id, class, route pattern, status and time, never its path or query', async () => {
    const { app, lines, entries } = observedApp();
    const response = await app.request(`/en/${API_KEY}/${CART_ID}?hash=${HASH}&customer_id=${CUSTOMER}`, {
      headers: { 'x-request-id': 'trace-0001-abcd' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('trace-0001-abcd');
    expect(entries()).toEqual([
      expect.objectContaining({
        msg: 'request',
        level: 30,
        reqId: 'trace-0001-abcd',
        method: 'GET',
        pageClass: 'payment',
        route: expect.stringMatching(/^\/\$lang\/\$apiKey\/\$cartId/),
        status: 200,
        ms: expect.any(Number),
      }),
    ]);
    for (const secret of SECRETS) expect(lines.join('\n')).not.toContain(secret);
  });

  it('matches a page request’s routes once, for the page and its log line', async () => {
    const described: string[] = [];
    const { app, entries } = observedApp(undefined, (url) => {
      described.push(url.pathname);
      return describePage(url);
    });
    await app.request(`/en/${API_KEY}/${CART_ID}`);
    expect(described).toEqual([`/en/${API_KEY}/${CART_ID}`]);
    expect(entries()[0]).toMatchObject({
      pageClass: 'payment',
      route: expect.stringMatching(/^\/\$lang\/\$apiKey\/\$cartId/),
    });
  });

  it('makes its own request id when the caller sends none or an unsafe one', async () => {
    const { app, entries } = observedApp();
    const response = await app.request('/health', { headers: { 'x-request-id': `${API_KEY} <script>` } });
    const reqId = response.headers.get('x-request-id');
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(entries()[0]).toMatchObject({ reqId, pageClass: 'health', status: 200 });
  });

  it('logs a failed render without its message’s link or the client seeing the stack', async () => {
    const { app, lines, entries } = observedApp(async (input) => {
      input.onError?.(new Error(`Could not read ${input.request.url}`), '[checkout] cart:');
      throw new TypeError(`fetch failed for https://api.example/api/${API_KEY}/cart/${CART_ID} from ada@example.com`);
    });
    const response = await app.request(`/en/${API_KEY}/${CART_ID}?hash=${HASH}`);
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('TypeError');
    const [reported, failed, request] = entries();
    expect(reported).toMatchObject({ level: 40, msg: 'render reported', error: { type: 'Error' } });
    expect(failed).toMatchObject({
      level: 50,
      msg: 'render failed',
      error: { type: 'TypeError', stack: expect.any(String) },
    });
    expect(request).toMatchObject({ msg: 'request', status: 500, reqId: failed?.reqId });
    for (const secret of SECRETS) expect(lines.join('\n')).not.toContain(secret);
  });

  it('logs a report through pino with the page class for the page’s URL', async () => {
    const { app, lines, entries } = observedApp();
    const response = await app.request('/reports/errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: `Failed to fetch http://x/api/${API_KEY}/cart/${CART_ID} for ada@example.com "Lovelace"`,
        url: `http://localhost/en/${API_KEY}/update-payment-method?hash=${HASH}&customer_id=${CUSTOMER}`,
      }),
    });
    expect(response.status).toBe(204);
    expect(entries()[0]).toMatchObject({ msg: 'report', report: { type: 'client-error', urlPageClass: 'update' } });
    for (const secret of SECRETS) expect(lines.join('\n')).not.toContain(secret);
  });
});

describe('request metrics', () => {
  const countOf = async (metrics: ReturnType<typeof createServerMetrics>, name: string, labels: object) =>
    (await metrics.registry.getSingleMetric(name)?.get())?.values.find((value) =>
      Object.entries(labels).every(([key, label]) => value.labels[key] === label),
    )?.value;

  it('counts requests by page class and status, times them, and counts reports and platform reads', async () => {
    const { app, metrics } = observedApp(async (input) => {
      input.onRead?.({ call: 'getCart', status: '200' });
      return Promise.reject(new Error('late'));
    });
    await app.request(`/en/${API_KEY}/${CART_ID}`);
    await app.request('/health');
    await app.request('/health');
    await app.request('/assets/missing.js');
    await app.request('/reports/csp', {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({ 'csp-report': { 'document-uri': `http://localhost/en/${API_KEY}/${CART_ID}` } }),
    });
    expect(await countOf(metrics, 'checkout_http_requests_total', { page_class: 'payment', status: '500' })).toBe(1);
    expect(await countOf(metrics, 'checkout_http_requests_total', { page_class: 'health', status: '200' })).toBe(2);
    expect(await countOf(metrics, 'checkout_http_requests_total', { page_class: 'asset', status: '404' })).toBe(1);
    expect(await countOf(metrics, 'checkout_http_requests_total', { page_class: 'report', status: '204' })).toBe(1);
    expect(await countOf(metrics, 'checkout_reports_total', { kind: 'csp' })).toBe(1);
    expect(await countOf(metrics, 'checkout_platform_reads_total', { call: 'getCart', status: '200' })).toBe(1);
    const text = await metrics.registry.metrics();
    expect(text).toContain('checkout_http_request_duration_seconds_count{page_class="health"} 2');
    expect(text).not.toContain(API_KEY);
    expect(text).not.toContain(CART_ID);
  });
});
