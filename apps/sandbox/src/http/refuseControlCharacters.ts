import { createMiddleware } from 'hono/factory';
import { fail } from './envelope';

/** Tells whether a text holds a C0 control or DEL: no id, key or token of the platform does, and PostgreSQL refuses NUL. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Tells whether a raw path segment decodes to text without control characters; malformed escapes do not. */
function isCleanSegment(raw: string): boolean {
  try {
    return !hasControl(decodeURIComponent(raw));
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
