import type { Logger } from 'pino';
import type { PageFacts } from '../../src/app/pageFacts';
import type { ReportLogEntry } from '../reports/registerReportRoutes';
import type { ServerMetrics } from './createServerMetrics';
import { scrubText } from './scrubText';

/** Options of {@link logReports}. */
export interface LogReportsOptions {
  logger: Logger;
  metrics?: ServerMetrics | null;
  describe: (url: URL) => PageFacts;
}

/** The fields of a report that name a page of the checkout (its path holds the api key and cart id). */
const PAGE_FIELDS = new Set(['document', 'url']);
/** The fields of a report that are the browser's free text. */
const TEXT_FIELDS = new Set(['message', 'context']);

/** A URL as a report's log line keeps it: its origin, and its path only for a file (`/assets/x.js`), never a page's. */
function safeUrl(value: string): string {
  try {
    const url = new URL(value);
    return /\.[a-z0-9]+$/i.test(url.pathname) ? `${url.origin}${url.pathname}` : url.origin;
  } catch {
    return value;
  }
}

/**
 * Where the report endpoints' entries go: one pino line each (a page's URL replaced by its page class,
 * other URLs cut to their origin or file, the browser's texts scrubbed), counted by kind.
 */
export function logReports({ logger, metrics, describe }: LogReportsOptions): (entry: ReportLogEntry) => void {
  return (entry) => {
    const report: Record<string, string | number | null> = {};
    for (const [name, value] of Object.entries(entry)) {
      if (typeof value !== 'string') report[name] = value;
      else if (PAGE_FIELDS.has(name)) report[`${name}PageClass`] = pageClassOf(value, describe);
      else if (TEXT_FIELDS.has(name)) report[name] = scrubText(value);
      else report[name] = /^https?:/.test(value) ? safeUrl(value) : value;
    }
    metrics?.reports.inc({ kind: entry.type === 'csp-violation' ? 'csp' : 'error' });
    logger.warn({ report }, 'report');
  };
}

function pageClassOf(value: string, describe: (url: URL) => PageFacts): string {
  try {
    return describe(new URL(value)).kind;
  } catch {
    return 'unknown';
  }
}
