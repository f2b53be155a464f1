import type { Context } from 'hono';
import { fail } from '../http/envelope';
import { isSafeId } from '../http/isSafeId';
import type { SandboxContext } from '../SandboxContext';
import { findCart, type StoredCart } from '../store/carts';
import { findMerchant } from '../store/merchants';
import type { MerchantRecord } from '../store/records';

/** The merchant and cart a request names, or the answer to send instead. */
export type CartLookup = { ok: true; merchant: MerchantRecord; cart: StoredCart } | { ok: false; response: Response };

/**
 * Loads `:apiKey` and `:cartId` of the request. A cancelled or unavailable quote answers 410
 * with `code: "quote_unavailable"`, which the checkout turns into its quote-unavailable page.
 */
export async function loadCart(c: Context, ctx: SandboxContext, cartId = c.req.param('cartId')): Promise<CartLookup> {
  const apiKey = c.req.param('apiKey');
  if (!isSafeId(apiKey) || !isSafeId(cartId)) return { ok: false, response: fail(c, 404, 'Cart not found.') };
  const merchant = await findMerchant(ctx.db, apiKey);
  const cart = merchant ? await findCart(ctx.db, apiKey, cartId) : null;
  if (!merchant || !cart) return { ok: false, response: fail(c, 404, 'Cart not found.') };
  if (cart.status === 'cancelled' || cart.status === 'unavailable') {
    return {
      ok: false,
      response: c.json({ status: false, message: 'Quote unavailable', code: 'quote_unavailable' }, 410),
    };
  }
  return { ok: true, merchant, cart };
}
