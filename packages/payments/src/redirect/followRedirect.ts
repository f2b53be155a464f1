import { PaymentError, REDIRECT_REFUSED_MESSAGE } from '../PaymentError';
import type { RedirectAllowlist } from './createRedirectAllowlist';
import { isAllowedRedirect } from './isAllowedRedirect';

/** Options of {@link followRedirect}. */
export interface FollowRedirectOptions {
  /** Navigates the page; inject it in tests. Defaults to `globalThis.location.assign`. */
  readonly assign?: (url: string) => void;
}

/**
 * What {@link followRedirect} did: the page is `navigating` to the URL, or the URL was `refused`
 * (nothing happened) with a `redirect_refused` error for the host to show.
 */
export type FollowRedirectResult =
  | { readonly status: 'navigating' }
  | { readonly status: 'refused'; readonly error: PaymentError };

/**
 * The one way to send the browser to a URL a provider or the platform gave: assigns `location`
 * only when {@link isAllowedRedirect} accepts the URL on `allowlist`, else navigates nowhere and
 * returns the refusal. It never throws for a refused URL, so a caller inside a promise callback
 * cannot lose the refusal as an unhandled rejection.
 */
export function followRedirect(
  url: string,
  allowlist: RedirectAllowlist,
  options: FollowRedirectOptions = {},
): FollowRedirectResult {
  if (!isAllowedRedirect(url, allowlist)) {
    return { status: 'refused', error: new PaymentError('redirect_refused', REDIRECT_REFUSED_MESSAGE) };
  }
  const assign = options.assign ?? ((allowed: string) => globalThis.location.assign(allowed));
  assign(url);
  return { status: 'navigating' };
}
