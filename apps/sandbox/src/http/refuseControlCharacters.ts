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

/** Tells whether every name and value of a raw query (`?a=1&b`, or `''`) decodes to clean text. */
function isCleanQuery(search: string): boolean {
  return search.slice(1).split(/[&=]/).every(isCleanSegment);
}

/**
 * Refuses, for every route at once, an address whose decoded path segments or query names and
 * values hold a control character or an invalid percent-escape (overlong UTF-8, lone surrogates,
 * a bare `%`): 400 in the envelope, before any route hands the text to the database (issue 26
 * item 7; `?step=%00` of the data layer reached PostgreSQL, which refused the NUL with a 500, issue
 * 41 finding 3). hono would have kept a malformed escape as typed.
 */
export function refuseControlCharacters() {
  return createMiddleware(async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    if (pathname.split('/').every(isCleanSegment) && isCleanQuery(search)) return next();
    return fail(c, 400, 'The address holds characters it may not hold.');
  });
}
