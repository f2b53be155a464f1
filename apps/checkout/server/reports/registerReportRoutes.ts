import type { Context, Hono } from 'hono';
import { ServerError } from '../ServerError';
import { createRateLimiter } from './createRateLimiter';
import { readCappedBody } from './readCappedBody';
import { CSP_REPORT_PATH, ERROR_REPORT_PATH } from './reportPaths';

/** One report as the server logs it: no query strings (update links and provider returns carry secrets there), bounded lengths. */
export type ReportLogEntry = Readonly<Record<string, string | number | null>>;

/** Options of {@link registerReportRoutes}. */
export interface ReportRoutesOptions {
  /** Where accepted reports go. Defaults to one JSON line per report on stderr. */
  log?: (entry: ReportLogEntry) => void;
  /** The client a request counts against (its address; behind a proxy the first forwarded one). */
  clientOf: (c: Context) => string;
  /** The clock of the rate limits. Defaults to `Date.now`. */
  now?: () => number;
}

/** Largest CSP report request (a Reporting API batch included), in bytes. */
export const CSP_REPORT_MAX_BYTES = 32 * 1024;
/** Largest client error report, in bytes. */
export const ERROR_REPORT_MAX_BYTES = 8 * 1024;
/** Reports one client may send per minute, to each endpoint. */
export const REPORTS_PER_CLIENT_PER_MINUTE = 30;
/** Reports all clients together may send per minute, to each endpoint. */
export const REPORTS_PER_MINUTE = 1200;
/** Reports of one Reporting API batch that are logged; the rest are dropped. */
const REPORTS_PER_BATCH = 20;

/** A URL without its query and fragment; anything that is not one, cut short. */
function withoutQuery(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? `${url.origin}${url.pathname}`.slice(0, 500)
      : url.protocol;
  } catch {
    return value.slice(0, 40);
  }
}

const text = (value: unknown, max: number): string | null => (typeof value === 'string' ? value.slice(0, max) : null);
const count = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The log entry of one CSP violation, in either format (`report-uri`'s kebab-case or the Reporting API's camelCase). */
function cspEntry(report: Record<string, unknown>): ReportLogEntry {
  return {
    type: 'csp-violation',
    document: withoutQuery(report.documentURL ?? report['document-uri']),
    blocked: withoutQuery(report.blockedURL ?? report['blocked-uri']),
    directive: text(report.effectiveDirective ?? report['effective-directive'] ?? report['violated-directive'], 60),
    source: withoutQuery(report.sourceFile ?? report['source-file']),
    line: count(report.lineNumber ?? report['line-number']),
    column: count(report.columnNumber ?? report['column-number']),
    disposition: text(report.disposition, 20),
  };
}

/** The request's media type, lower case, without parameters. */
const mediaTypeOf = (c: Context) => (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new ServerError('The report is not JSON.', 400);
  }
}

/**
 * The checkout server's own report endpoints: `POST /reports/csp` takes the page policy's violation
 * reports (`application/csp-report` from `report-uri`, `application/reports+json` from `report-to`),
 * `POST /reports/errors` the app's error reports (`application/json`). Each is size-capped (413) and
 * rate-limited per client and in total (429), refuses other types (415) and broken JSON (400), and logs
 * what it accepts without query strings; it answers 204.
 */
export function registerReportRoutes(app: Hono, options: ReportRoutesOptions): void {
  const log = options.log ?? ((entry) => console.warn(JSON.stringify(entry)));
  const limits = {
    csp: createRateLimiter({ perClient: REPORTS_PER_CLIENT_PER_MINUTE, total: REPORTS_PER_MINUTE, now: options.now }),
    errors: createRateLimiter({
      perClient: REPORTS_PER_CLIENT_PER_MINUTE,
      total: REPORTS_PER_MINUTE,
      now: options.now,
    }),
  };
  const admit = (c: Context, limit: keyof typeof limits, types: readonly string[]) => {
    if (!types.includes(mediaTypeOf(c))) throw new ServerError(`A report is sent as ${types.join(' or ')}.`, 415);
    if (!limits[limit].take(options.clientOf(c))) {
      c.header('retry-after', '60');
      throw new ServerError('Too many reports; try again in a minute.', 429);
    }
  };

  app.post(CSP_REPORT_PATH, async (c) => {
    admit(c, 'csp', ['application/csp-report', 'application/reports+json']);
    const body = parseJson(await readCappedBody(c.req.raw, CSP_REPORT_MAX_BYTES));
    const reports = Array.isArray(body)
      ? body
          .slice(0, REPORTS_PER_BATCH)
          .filter((report) => record(report).type === 'csp-violation')
          .map((report) => record(record(report).body))
      : [record(record(body)['csp-report'])];
    for (const report of reports) log(cspEntry(report));
    return c.body(null, 204);
  });

  app.post(ERROR_REPORT_PATH, async (c) => {
    admit(c, 'errors', ['application/json']);
    const report = record(parseJson(await readCappedBody(c.req.raw, ERROR_REPORT_MAX_BYTES)));
    log({
      type: 'client-error',
      message: text(report.message, 1000),
      context: text(report.context, 200),
      url: withoutQuery(report.url),
    });
    return c.body(null, 204);
  });
}
