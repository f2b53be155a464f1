import { VoucherRequestSchema } from '@checkout/api-client/contract';
import type { Hono } from 'hono';
import { evaluateVoucher, type VoucherRecord } from '../domain/evaluateVoucher';
import { toWireCart } from '../domain/toWireCart';
import { fail, ok } from '../http/envelope';
import { readBody } from '../http/readBody';
import type { SandboxContext } from '../SandboxContext';
import { saveCart } from '../store/carts';
import { loadCart } from './loadCart';

/** Failed voucher attempts a cart may make within {@link VOUCHER_WINDOW_MINUTES} before it gets 429. */
export const VOUCHER_ATTEMPT_LIMIT = 5;
export const VOUCHER_WINDOW_MINUTES = 15;

const voucherPath = '/api/:apiKey/cart/:cartId/voucher';

/** Voucher calls of spec §7: add (with a per-cart limit on wrong guesses) and remove. */
export function registerVoucherRoutes(app: Hono, ctx: SandboxContext) {
  app.post(voucherPath, async (c) => {
    const body = await readBody(c, VoucherRequestSchema);
    if (!body.ok) return body.response;
    const found = await loadCart(c, ctx);
    if (!found.ok) return found.response;
    const cart = found.cart.document;
    const since = new Date(ctx.now().getTime() - VOUCHER_WINDOW_MINUTES * 60_000);
    const [attempts] = await ctx.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM voucher_attempts WHERE cart_id = $1 AND attempted_at > $2',
      [cart.id, since.toISOString()],
    );
    if ((attempts?.count ?? 0) >= VOUCHER_ATTEMPT_LIMIT) {
      c.header('retry-after', String(VOUCHER_WINDOW_MINUTES * 60));
      return fail(c, 429, 'Too many voucher attempts. Please try again later.', undefined, 'voucher_attempts');
    }
    const code = body.value.voucher_code.trim().toUpperCase();
    const [row] = await ctx.db.query<{ document: VoucherRecord }>(
      'SELECT document FROM vouchers WHERE api_key = $1 AND code = $2',
      [c.req.param('apiKey'), code],
    );
    const verdict = evaluateVoucher(row?.document ?? null, cart, ctx.now());
    if (!verdict.ok) {
      await ctx.db.query('INSERT INTO voucher_attempts (cart_id, attempted_at) VALUES ($1, $2)', [
        cart.id,
        ctx.now().toISOString(),
      ]);
      return fail(
        c,
        422,
        verdict.message,
        { voucher_code: [verdict.message] },
        verdict.reason === 'unknown' ? 'voucher_invalid' : `voucher_${verdict.reason}`,
      );
    }
    const updated = { ...cart, voucher: { code, discount: verdict.discount } };
    await saveCart(ctx.db, c.req.param('apiKey'), updated);
    return ok(c, toWireCart(updated));
  });

  app.delete(voucherPath, async (c) => {
    const found = await loadCart(c, ctx);
    if (!found.ok) return found.response;
    const updated = { ...found.cart.document, voucher: null };
    await saveCart(ctx.db, c.req.param('apiKey'), updated);
    return ok(c, toWireCart(updated));
  });
}
