import type { PaymentStatusSchema } from '@checkout/api-client/contract';
import type { Hono } from 'hono';
import type * as v from 'valibot';
import { ok } from '../http/envelope';
import { chargingAttemptOf, providerKeyOf } from '../orders/payAttempts';
import { providerRecordOf } from '../providers/authorizeOnce';
import type { SandboxContext } from '../SandboxContext';
import { findLiveOrder } from '../store/orders';
import { loadCart } from './loadCart';

/** The answer of `payment-status` as the contract reads it. */
type PaymentStatus = v.InferInput<typeof PaymentStatusSchema>;

/** A cart's row of the ledger: the provider's charges and refunds against the platform's orders. */
export interface LedgerRow {
  api_key: string;
  cart_id: string;
  /** Provider payments that took money for the cart (each payment once, however many attempts named it). */
  charges: number;
  /** Of those, the ones given back. */
  refunds: number;
  /** Live orders (open or fulfilled). */
  orders: number;
  /** Orders whose payment still waits at its provider. */
  drafts: number;
  /** The cart's pay attempts by state. */
  attempts: Record<string, number>;
}

/**
 * What became of a cart's payment (`GET /cart/{cart_id}/payment-status`), for a checkout that lost
 * an answer or was refused: `ordered` (an open order, `order_id`), `pending` (a draft waits at its
 * provider), `charged` (the provider took the money, the order is not written yet: a retry with any
 * key or the settlement writes it), `charging` (an attempt is at its provider), `none` (a new
 * attempt may start). And the sandbox's ledger (`GET /sandbox/ledger?api_key=&cart_id=`).
 */
export function registerPaymentStateRoutes(app: Hono, ctx: SandboxContext) {
  app.get('/api/:apiKey/cart/:cartId/payment-status', async (c) => {
    const found = await loadCart(c, ctx);
    if (!found.ok) return found.response;
    const cartId = c.req.param('cartId');
    const live = await findLiveOrder(ctx.db, cartId);
    if (live) {
      return ok(c, {
        state: live.status === 'draft' ? 'pending' : 'ordered',
        order_id: live.id,
      } satisfies PaymentStatus);
    }
    const attempt = await chargingAttemptOf(ctx.db, cartId);
    if (!attempt) return ok(c, { state: 'none', order_id: null } satisfies PaymentStatus);
    const record = await providerRecordOf(ctx.db, attempt.api_key, attempt.gateway, providerKeyOf(attempt));
    const state = record?.outcome.kind === 'paid' ? 'charged' : 'charging';
    return ok(c, { state, order_id: null } satisfies PaymentStatus);
  });

  app.get('/sandbox/ledger', async (c) => {
    const apiKey = c.req.query('api_key') ?? null;
    const cartId = c.req.query('cart_id') ?? null;
    const filter = '($1::text IS NULL OR api_key = $1) AND ($2::text IS NULL OR cart_id = $2)';
    const records = await ctx.db.query<{
      api_key: string;
      cart_id: string;
      kind: string;
      reference: string | null;
      refunded: boolean;
    }>(
      `SELECT api_key, cart_id, kind, reference, refunded FROM (
         SELECT api_key, document->>'cart_id' AS cart_id, document->'outcome'->>'kind' AS kind,
           document->'outcome'->>'reference' AS reference, document ? 'refunded_at' AS refunded
         FROM provider_objects WHERE kind = 'idempotency_key' AND document->>'cart_id' IS NOT NULL) AS r
       WHERE ${filter}`,
      [apiKey, cartId],
    );
    const orders = await ctx.db.query<{ api_key: string; cart_id: string; status: string; reference: string | null }>(
      `SELECT api_key, cart_id, status, payment_reference AS reference FROM orders WHERE ${filter}`,
      [apiKey, cartId],
    );
    const attempts = await ctx.db.query<{ api_key: string; cart_id: string; state: string; count: number }>(
      `SELECT api_key, cart_id, state, count(*)::int AS count FROM pay_attempts WHERE ${filter}
       GROUP BY api_key, cart_id, state`,
      [apiKey, cartId],
    );
    const rows = new Map<string, LedgerRow & { charged: Set<string>; refunded: Set<string> }>();
    const rowOf = (api_key: string, cart_id: string) => {
      const id = `${api_key}\n${cart_id}`;
      let row = rows.get(id);
      if (!row) {
        const empty = { charges: 0, refunds: 0, orders: 0, drafts: 0, attempts: {} };
        row = { api_key, cart_id, ...empty, charged: new Set<string>(), refunded: new Set<string>() };
        rows.set(id, row);
      }
      return row;
    };
    for (const attempt of attempts) rowOf(attempt.api_key, attempt.cart_id).attempts[attempt.state] = attempt.count;
    for (const record of records) rowOf(record.api_key, record.cart_id);
    // The payments each cart's live orders were paid with (seeded orders have none).
    const paidReferences = new Set(
      orders
        .filter((o) => (o.status === 'open' || o.status === 'fulfilled') && o.reference !== null)
        .map((o) => `${o.api_key}\n${o.cart_id}\n${o.reference}`),
    );
    for (const record of records) {
      const row = rowOf(record.api_key, record.cart_id);
      const reference = record.reference ?? `unreferenced:${row.charged.size}`;
      const paidAnOrder =
        record.reference !== null && paidReferences.has(`${record.api_key}\n${record.cart_id}\n${record.reference}`);
      // A payment took money when the provider said paid, when it was refunded, or when a draft it
      // paid opened its order (redirects and 3-D Secure are paid at the provider, after the record).
      if (record.kind === 'paid' || record.refunded || paidAnOrder) row.charged.add(reference);
      if (record.refunded) row.refunded.add(reference);
    }
    for (const order of orders) {
      const row = rows.get(`${order.api_key}\n${order.cart_id}`);
      if (!row) continue;
      if (order.status === 'open' || order.status === 'fulfilled') row.orders += 1;
      if (order.status === 'draft') row.drafts += 1;
    }
    const carts = [...rows.values()].map(({ charged, refunded, ...row }) => ({
      ...row,
      charges: charged.size,
      refunds: refunded.size,
    }));
    return c.json({ carts });
  });
}
