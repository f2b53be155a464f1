import type { CartParamsRequest } from '@checkout/api-client';
import { type CartScope, readCartRecord, writeCartRecord } from './cartStorage';

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

/** Sends the landing URL's UTM parameters once per cart and browser session (spec: "sent once with the params call"). */
export async function sendUtmParamsOnce(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  scope: CartScope,
  params: CartParamsRequest | null,
  send: (params: CartParamsRequest) => Promise<unknown>,
): Promise<boolean> {
  if (params === null) return false;
  if (readCartRecord(storage, 'utm-sent', scope, (sent) => (sent === true ? true : null)) !== null) return false;
  writeCartRecord(storage, 'utm-sent', scope, true);
  await send(params);
  return true;
}
