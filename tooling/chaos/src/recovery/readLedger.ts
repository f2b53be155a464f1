import * as v from 'valibot';
import { type LedgerCart, LedgerSchema } from '../LedgerSchema';

/**
 * `GET /sandbox/ledger?api_key=…[&cart_id=…]`: the merchant's carts (or one cart) with money or
 * orders, from the providers' records.
 */
export async function readLedger(sandboxUrl: string, apiKey: string, cartId?: string): Promise<LedgerCart[]> {
  const query = new URLSearchParams({ api_key: apiKey, ...(cartId === undefined ? {} : { cart_id: cartId }) });
  const response = await fetch(`${sandboxUrl}/sandbox/ledger?${query}`, { signal: AbortSignal.timeout(60_000) });
  if (!response.ok)
    throw new Error(`GET /sandbox/ledger answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return v.parse(LedgerSchema, await response.json()).carts;
}
