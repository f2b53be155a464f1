import type { CartParamsRequest } from '@checkout/api-client';

/** The UTM parameter names the checkout forwards to the cart. */
const utmNames = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** The first `max` UTF-16 units of `text`, less a half character at the cut (a lone surrogate the platform refuses). */
function shorten(text: string, max: number): string {
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** The UTM parameters present in a search object (each at most 200 units), or `null` when there are none. */
export function pickUtmParams(search: Readonly<Record<string, unknown>>): CartParamsRequest | null {
  const params: Record<string, string> = {};
  for (const name of utmNames) {
    const value = search[name];
    if (typeof value === 'string' && value.trim() !== '') params[name] = shorten(value.trim(), 200);
  }
  return Object.keys(params).length > 0 ? params : null;
}
