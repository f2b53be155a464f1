import { createMiddleware } from 'hono/factory';
import { fail } from './envelope';
import { findBodyRefusal } from './findBodyRefusal';
import { readRawBody } from './readBody';

/**
 * Refuses, for every route at once and before any of them works, a body nested deeper than
 * `MAX_BODY_DEPTH` or holding a text or key PostgreSQL cannot store (a NUL, a lone surrogate):
 * 400 in the envelope, naming each such field in `errors` (`findBodyRefusal`). Such a body used to
 * pass the schema, be charged by the provider and only then fail the order's write with a 500; a
 * retry after the lease charged again (issue 41 finding 3). A body that is neither JSON nor a form
 * is left to its route (its own 400, or a route reading plain text); hono keeps the body read here
 * for the route.
 */
export function refuseUnstorableBodies() {
  return createMiddleware(async (c, next) => {
    if (!c.req.raw.body) return next();
    const body = await readRawBody(c);
    const refusal = body === undefined ? null : findBodyRefusal(body);
    if (!refusal) return next();
    return fail(c, 400, refusal.message, refusal.errors);
  });
}
