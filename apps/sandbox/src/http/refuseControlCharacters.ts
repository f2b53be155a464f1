import { createMiddleware } from 'hono/factory';
import { fail } from './envelope';

/** C0 controls and DEL: no id, key or token of the platform holds one, and PostgreSQL refuses NUL. */
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Tells whether a raw path segment decodes to text without control characters; malformed escapes do not. */
function isCleanSegment(raw: string): boolean {
  try {
    return !CONTROL.test(decodeURIComponent(raw));
  } catch {
    return false;
  }
}

/**
 * Refuses, for every route at once, a path whose decoded segments hold a control character or an
 * invalid percent-escape (overlong UTF-8, lone surrogates): 400 in the envelope, before any route
 * hands the text to the database (issue 26 item 7).
 */
export function refuseControlCharacters() {
  return createMiddleware(async (c, next) => {
    const path = new URL(c.req.url).pathname;
    if (path.split('/').every(isCleanSegment)) return next();
    return fail(c, 400, 'The address holds characters it may not hold.');
  });
}
