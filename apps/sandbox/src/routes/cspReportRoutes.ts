import type { Hono } from 'hono';
import { ok } from '../http/envelope';
import { readRawBody } from '../http/readBody';

/** How many reports the sandbox keeps (the newest). */
export const CSP_REPORT_LIMIT = 200;

/**
 * The Content-Security-Policy reporting endpoint the checkout's policy names in sandbox runs:
 * browsers POST violations here (`application/csp-report` or `application/reports+json`), and
 * tests read them back with `GET`.
 */
export function registerCspReportRoutes(app: Hono) {
  const reports: unknown[] = [];
  app.post('/sandbox/csp-reports', async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      body = await readRawBody(c);
    }
    const entries = Array.isArray(body) ? body : [body];
    reports.push(...entries.filter((entry) => entry !== undefined && entry !== null));
    reports.splice(0, Math.max(0, reports.length - CSP_REPORT_LIMIT));
    return c.body(null, 204);
  });
  app.get('/sandbox/csp-reports', (c) => ok(c, reports));
  app.delete('/sandbox/csp-reports', (c) => {
    reports.length = 0;
    return c.body(null, 204);
  });
}
