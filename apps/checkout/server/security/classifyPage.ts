import { isLocale } from '@checkout/i18n';

/**
 * What a page needs from the outside: `payment` (checkout page and its provider return routes:
 * provider SDKs, captcha, maps, merchant scripts), `update` (the update-payment flow: provider
 * SDKs, never merchant scripts), `checkout` (other cart pages: merchant scripts, no SDKs),
 * `plain` (everything else).
 */
export type PageKind = 'payment' | 'update' | 'checkout' | 'plain';

/** The last path segment of each update-flow page (`/{lang}/{api_key}/{page}`). */
export const UPDATE_PAGES: ReadonlySet<string> = new Set([
  'update-payment-method',
  'updated-successfully',
  'stripe-update-flow-redirected',
  'mollie-update-flow-redirected',
  'redirected-payment-update',
]);
const RETURN_PAGES = new Set(['redirected', 'stripe-redirected', 'mollie-redirected', 'mollie-redirected/v2']);

/** Classifies a page path (`/{lang}/{api_key}/...`) by what it may load. */
export function classifyPage(path: string): PageKind {
  const [lang, apiKey, third, ...rest] = path.split('/').filter(Boolean);
  if (!lang || !isLocale(lang) || !apiKey || !third) return 'plain';
  if (apiKey === 'cart' || apiKey === 'error') return 'plain';
  if (UPDATE_PAGES.has(third) && rest.length === 0) return 'update';
  if (rest.length === 0) return 'payment';
  return RETURN_PAGES.has(rest.join('/')) ? 'payment' : 'checkout';
}

/** The api key of a checkout or update page path, or `null`. */
export function apiKeyOfPage(path: string): string | null {
  return classifyPage(path) === 'plain' ? null : (path.split('/').filter(Boolean)[1] ?? null);
}
