import { extname } from 'node:path';
import type { PageFacts } from '../../src/app/pageFacts';
import { CSP_REPORT_PATH, ERROR_REPORT_PATH } from '../reports/reportPaths';

/** What the logs and metrics say a request was for, instead of its path (which holds api keys, cart ids and hashes). */
export interface RequestClass {
  /** A page's policy class (`payment`, `update`, `checkout`, `plain`), or `asset`, `health`, `config`, `report`, `other`. */
  readonly pageClass: string;
  /** A page's innermost route pattern (`/$lang/$apiKey/$cartId/`), never its values; else `null`. */
  readonly route: string | null;
}

/** The class of a request to the checkout server, from its method and URL and the app's routes. */
export function requestClass(method: string, url: URL, describe: (url: URL) => PageFacts): RequestClass {
  const path = url.pathname;
  if (path === CSP_REPORT_PATH || path === ERROR_REPORT_PATH) return { pageClass: 'report', route: path };
  if (path === '/health') return { pageClass: 'health', route: path };
  if (path === '/config.json') return { pageClass: 'config', route: path };
  if (method !== 'GET' && method !== 'HEAD') return { pageClass: 'other', route: null };
  if (extname(path) !== '' || path.startsWith('/assets/')) return { pageClass: 'asset', route: null };
  try {
    const page = describe(url);
    return { pageClass: page.kind, route: page.routeIds.at(-1) ?? null };
  } catch {
    return { pageClass: 'other', route: null };
  }
}
