import type { CheckoutRoute } from './checkoutRoutes';
import { expandPath } from './expandPath';

/**
 * The URL the client calls for `route` under `base` (`https://api.example` + `/api/{api_key}/cart/{cart_id}`),
 * with every parameter checked and encoded; throws an `invalid_argument` `CheckoutApiError` for an
 * unsafe one. A server that preloads a call builds its URL here, so the browser's request matches.
 */
export function checkoutRouteUrl(
  base: string,
  route: Pick<CheckoutRoute, 'path'>,
  params: Readonly<Record<string, unknown>>,
): string {
  return `${base.replace(/\/+$/, '')}${expandPath(route.path, params)}`;
}
