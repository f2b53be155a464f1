import { WRITE_REQUEST_HEADER } from '@checkout/api-client/contract';
import { createMiddleware } from 'hono/factory';
import { fail } from './envelope';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses on the platform's API (`/api/*`, `/utils/*`) every write another origin could send
 * without a CORS preflight (issue 26 item 9): a body of another type than JSON is 415; a write
 * without a type (reset, deletes, the Stripe customer) needs {@link WRITE_REQUEST_HEADER}, which
 * `@checkout/api-client` sends, else 400. Hosted provider pages and report endpoints live under
 * `/sandbox/*` and keep their own types.
 */
export function requireJsonWrites() {
  return createMiddleware(async (c, next) => {
    if (READS.has(c.req.method)) return next();
    const type = c.req.header('content-type');
    if (type !== undefined) {
      const media = type.split(';')[0]?.trim().toLowerCase();
      return media === 'application/json' ? next() : fail(c, 415, 'The request body must be JSON.');
    }
    if (c.req.header(WRITE_REQUEST_HEADER) !== undefined) return next();
    return fail(c, 400, `A write without a body needs the ${WRITE_REQUEST_HEADER} header.`);
  });
}
