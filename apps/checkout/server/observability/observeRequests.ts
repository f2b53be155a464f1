import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { PageFacts } from '../../src/app/pageFacts';
import { ServerError } from '../ServerError';
import type { ServerMetrics } from './createServerMetrics';
import { errorFields } from './errorFields';
import { requestClass } from './requestClass';

declare module 'hono' {
  interface ContextVariableMap {
    /** The request's logger: its lines carry the request id. */
    log: Logger;
    /** The facts of the page a page request asked for, once the handler has matched its routes. */
    pageFacts: PageFacts;
  }
}

/** A caller's `x-request-id` is taken on only as a plain token, so a log line never holds what a client chose to send. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** Options of {@link observeRequests}. */
export interface ObserveRequestsOptions {
  logger: Logger;
  /** Where requests are counted. Defaults to none. */
  metrics?: ServerMetrics | null;
  describe: (url: URL) => PageFacts;
}

/**
 * Logs one JSON line per request (its id, method, page class and route pattern, status, time to the
 * headers in ms; never its path or query) and counts it; echoes the request id in `x-request-id`, and
 * logs a failure a handler threw (its type, scrubbed message and frames; the client gets none of them).
 */
export function observeRequests({ logger, metrics, describe }: ObserveRequestsOptions): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header('x-request-id');
    const reqId = given && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    const log = logger.child({ reqId });
    c.set('log', log);
    await next();
    c.res.headers.set('x-request-id', reqId);
    // A page request's routes were matched by its handler already: matched once per request.
    const { pageClass, route } = requestClass(
      c.req.method,
      new URL(c.req.url),
      (url) => c.var.pageFacts ?? describe(url),
    );
    const status = c.res.status;
    const seconds = (performance.now() - started) / 1000;
    if (c.error && !(c.error instanceof ServerError))
      log.error({ error: errorFields(c.error), pageClass, route }, 'request failed');
    log.info({ method: c.req.method, pageClass, route, status, ms: Math.round(seconds * 10_000) / 10 }, 'request');
    metrics?.requests.inc({ page_class: pageClass, status: String(status) });
    metrics?.duration.observe({ page_class: pageClass }, seconds);
  };
}
