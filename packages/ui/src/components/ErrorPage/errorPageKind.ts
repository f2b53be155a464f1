/** The error pages of spec §2. */
export type ErrorPageKind = 'not-found' | 'server-error' | 'unavailable' | 'unknown' | 'cart-not-found';

/** Picks the error page for an HTTP status: 404, 500, 503, anything else unknown; a failed cart load is its own kind. */
export function errorPageKind(status: number, cartFailed = false): ErrorPageKind {
  if (cartFailed) return 'cart-not-found';
  if (status === 404) return 'not-found';
  if (status === 500) return 'server-error';
  if (status === 503) return 'unavailable';
  return 'unknown';
}
