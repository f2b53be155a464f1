import type { LedgerCart } from '../LedgerSchema';
import { readLedger } from './readLedger';

/** Ledger reads in flight at once: enough to read a thousand carts in seconds, few enough for a busy sandbox. */
const PARALLEL = 8;

/**
 * The ledger of each cart, read cart by cart (`cart_id=`): a cart's row then counts that cart's
 * records and orders only, whatever the rest of the merchant's data holds.
 */
export async function readCartLedgers(
  sandboxUrl: string,
  apiKey: string,
  cartIds: readonly string[],
): Promise<LedgerCart[]> {
  const rows: LedgerCart[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, cartIds.length) }, async () => {
      while (next < cartIds.length) {
        const cartId = cartIds[next++] as string;
        rows.push(...(await readLedger(sandboxUrl, apiKey, cartId)).filter((row) => row.cart_id === cartId));
      }
    }),
  );
  return rows;
}
