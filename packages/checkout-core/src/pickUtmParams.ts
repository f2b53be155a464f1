import type { CartParamsRequest } from '@checkout/api-client';

/** The UTM parameter names the checkout forwards to the cart. */
const utmNames = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** The UTM parameters present in a search object, or `null` when there are none. */
export function pickUtmParams(search: Readonly<Record<string, unknown>>): CartParamsRequest | null {
  const params: Record<string, string> = {};
  for (const name of utmNames) {
    const value = search[name];
    if (typeof value === 'string' && value.trim() !== '') params[name] = value.trim().slice(0, 200);
  }
  return Object.keys(params).length > 0 ? params : null;
}
