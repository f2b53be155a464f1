// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServerApp } from '../createServerApp';
import { readRuntimeConfig } from '../readRuntimeConfig';
import { readSecurityOptions } from '../security/readSecurityOptions';
import { describePage } from '../testing/describePage';
import { CSP_REPORT_MAX_BYTES, REPORTS_PER_CLIENT_PER_MINUTE, type ReportLogEntry } from './registerReportRoutes';

const distDir = mkdtempSync(join(tmpdir(), 'checkout-reports-'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><html lang="en"><head></head><body></body></html>');
const config = readRuntimeConfig({ CHECKOUT_API_BASE: 'https://api.platform.example' });

/** The production server with its report log in an array; `trustProxy` lets a test speak for many clients. */
function serve(env: NodeJS.ProcessEnv = {}) {
  const logged: ReportLogEntry[] = [];
  const app = createServerApp({
    distDir,
    describe: describePage,
    config,
    security: readSecurityOptions(env, config),
    trustProxy: true,
    reportLog: (entry) => logged.push(entry),
  });
  const post = (path: string, type: string, body: string, client = '203.0.113.1') =>
    app.request(path, { method: 'POST', headers: { 'content-type': type, 'x-forwarded-for': client }, body });
  return { app, logged, post };
}

const cspReport = {
  'csp-report': {
    'document-uri': 'https://checkout.example/en/shop/update-payment-method?customer_id=cus_1&hash=secret#x',
    'blocked-uri': 'https://evil.example/x.js?token=abc',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'source-file': 'https://checkout.example/en/shop/cart-1/stripe-redirected?payment_intent_client_secret=pi_secret',
    'line-number': 3,
    'column-number': 9,
    disposition: 'enforce',
    'script-sample': 'alert(document.cookie)',
  },
};

describe('the CSP report endpoint', () => {
  it('takes a report-uri report and logs it without query strings or script samples', async () => {
    const { logged, post } = serve();
    const response = await post('/reports/csp', 'application/csp-report', JSON.stringify(cspReport));
    expect(response.status).toBe(204);
    expect(logged).toEqual([
      {
        type: 'csp-violation',
        document: 'https://checkout.example/en/shop/update-payment-method',
        blocked: 'https://evil.example/x.js',
        directive: 'script-src-elem',
        source: 'https://checkout.example/en/shop/cart-1/stripe-redirected',
        line: 3,
        column: 9,
        disposition: 'enforce',
      },
    ]);
    expect(JSON.stringify(logged)).not.toMatch(/secret|cus_1|token|cookie/);
  });

  it('takes a Reporting API batch, logging its CSP violations only, at most 20', async () => {
    const { logged, post } = serve();
    const violation = {
      type: 'csp-violation',
      url: 'https://checkout.example/en/shop/cart-1?x=1',
      body: {
        documentURL: 'https://checkout.example/en/shop/cart-1?x=1',
        blockedURL: 'inline',
        effectiveDirective: 'style-src-elem',
      },
    };
    const batch = [{ type: 'deprecation', body: {} }, ...Array.from({ length: 30 }, () => violation)];
    const response = await post('/reports/csp', 'application/reports+json', JSON.stringify(batch));
    expect(response.status).toBe(204);
    expect(logged).toHaveLength(19);
    expect(logged[0]).toMatchObject({ document: 'https://checkout.example/en/shop/cart-1', blocked: 'inline' });
  });

  it('refuses other types, broken JSON and bodies over the cap, declared or streamed, before parsing them', async () => {
    const { logged, post } = serve();
    const envelope = async (response: Response) => ({ status: response.status, body: await response.json() });
    expect(await envelope(await post('/reports/csp', 'text/plain', JSON.stringify(cspReport)))).toMatchObject({
      status: 415,
      body: { status: 415 },
    });
    expect((await post('/reports/csp', 'application/csp-report', '{broken')).status).toBe(400);
    const big = JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(CSP_REPORT_MAX_BYTES) } });
    expect(await envelope(await post('/reports/csp', 'application/csp-report', big))).toMatchObject({
      status: 413,
      body: { status: 413, message: expect.stringContaining('at most') },
    });
    // A chunked body declares no length: it is cut off once it passes the cap.
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 4096;
        controller.enqueue(new Uint8Array(4096).fill(120));
        if (sent > 10 * CSP_REPORT_MAX_BYTES) controller.close();
      },
    });
    const streamed = await serve().app.request('/reports/csp', {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(2 * CSP_REPORT_MAX_BYTES);
    expect(logged).toEqual([]);
  });

  it('limits each client to 30 reports a minute, with a Retry-After, while others still report', async () => {
    const { post } = serve();
    const body = JSON.stringify(cspReport);
    for (let i = 0; i < REPORTS_PER_CLIENT_PER_MINUTE; i++) {
      expect((await post('/reports/csp', 'application/csp-report', body)).status).toBe(204);
    }
    const limited = await post('/reports/csp', 'application/csp-report', body);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.json()).toMatchObject({ status: 429 });
    expect((await post('/reports/csp', 'application/csp-report', body, '203.0.113.2')).status).toBe(204);
    // The error endpoint counts on its own.
    expect((await post('/reports/errors', 'application/json', '{"message":"x"}')).status).toBe(204);
  });

  it('is named by every page’s policy: report-uri always, report-to and Reporting-Endpoints over https', async () => {
    const { app } = serve();
    const plain = await app.request('/en/shop/cart-1');
    expect(plain.headers.get('content-security-policy')).toMatch(/; report-uri \/reports\/csp$/);
    expect(plain.headers.get('reporting-endpoints')).toBeNull();
    const secure = await app.request('https://checkout.example/en/shop/cart-1');
    expect(secure.headers.get('content-security-policy')).toMatch(/; report-uri \/reports\/csp; report-to csp$/);
    expect(secure.headers.get('reporting-endpoints')).toBe('csp="/reports/csp"');
    const elsewhere = await serve({ CSP_REPORT_URI: 'https://reports.example/csp' }).app.request(
      'https://checkout.example/en/shop/cart-1',
    );
    expect(elsewhere.headers.get('reporting-endpoints')).toBe('csp="https://reports.example/csp"');
  });
});

describe('the client error report endpoint', () => {
  it('takes the app’s report as JSON and logs it without the page’s query, cut to length', async () => {
    const { logged, post } = serve();
    const report = {
      message: `TypeError: boom ${'x'.repeat(2000)}`,
      context: 'route',
      url: 'https://checkout.example/en/shop/update-payment-method?hash=secret',
    };
    expect((await post('/reports/errors', 'application/json', JSON.stringify(report))).status).toBe(204);
    expect(logged).toEqual([
      {
        type: 'client-error',
        message: report.message.slice(0, 1000),
        context: 'route',
        url: 'https://checkout.example/en/shop/update-payment-method',
      },
    ]);
  });

  it('refuses a cross-origin simple request (text/plain), a body over 8 KiB, and any other method', async () => {
    const { app, logged, post } = serve();
    expect((await post('/reports/errors', 'text/plain', '{"message":"x"}')).status).toBe(415);
    expect(
      (await post('/reports/errors', 'application/json', JSON.stringify({ message: 'x'.repeat(9000) }))).status,
    ).toBe(413);
    const put = await app.request('/reports/errors', { method: 'PUT', body: '{}' });
    expect(put.status).toBe(404);
    expect(await put.json()).toEqual({ status: 404, message: 'This page could not be found' });
    expect(logged).toEqual([]);
  });

  it('is where the app reports to unless configured otherwise', () => {
    expect(readRuntimeConfig({}).errorReportUrl).toBe('/reports/errors');
    expect(readRuntimeConfig({ ERROR_REPORT_URL: 'https://errors.example/r' }).errorReportUrl).toBe(
      'https://errors.example/r',
    );
  });
});
