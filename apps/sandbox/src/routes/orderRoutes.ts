import { randomUUID } from 'node:crypto';
import { OrderCreateRequestSchema } from '@checkout/api-client/contract';
import type { Context, Hono } from 'hono';
import { fail, ok } from '../http/envelope';
import { isSafeId } from '../http/isSafeId';
import { readBody } from '../http/readBody';
import { runIdempotent } from '../idempotency/runIdempotent';
import { createOrder } from '../orders/createOrder';
import type { FindProvider } from '../providers/FindProvider';
import type { SandboxContext } from '../SandboxContext';
import { findMerchant } from '../store/merchants';
import { findOrder } from '../store/orders';
import { loadCart } from './loadCart';

/** The keys the api-client sends (printable ASCII, no space, at most 255), as Stripe accepts them. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

function conflictResponse(c: Context, reason: 'key_reused_with_other_body' | 'request_in_progress') {
  return reason === 'key_reused_with_other_body'
    ? fail(
        c,
        422,
        'This idempotency key was already used with a different request.',
        undefined,
        'idempotency_key_reused',
      )
    : fail(c, 409, 'This order is already being processed.', undefined, 'order_in_progress');
}

/** Order calls of spec §7: create (idempotent, one live order per cart, lock then charge), show, delivery dates. */
export function registerOrderRoutes(app: Hono, ctx: SandboxContext, findProvider: FindProvider) {
  app.post('/api/:apiKey/order-create', async (c) => {
    const apiKey = c.req.param('apiKey');
    const body = await readBody(c, OrderCreateRequestSchema);
    if (!body.ok) return body.response;
    const header = c.req.header('idempotency-key');
    if (header !== undefined && !IDEMPOTENCY_KEY.test(header))
      return fail(c, 400, 'The Idempotency-Key header is malformed.');
    // A request without a key is an attempt of its own, under a key no client can send (it has a space).
    const key = header ?? `keyless ${randomUUID()}`;
    const outcome = await runIdempotent(ctx.db, { apiKey, key, body: body.value, now: ctx.now }, (claim) =>
      createOrder(c, ctx, findProvider, body.value, claim),
    );
    if (outcome.kind === 'conflict') return conflictResponse(c, outcome.reason);
    if (outcome.kind === 'replayed') c.header('idempotent-replayed', 'true');
    return c.json(outcome.response.body as object, outcome.response.status as 201);
  });

  app.get('/api/:apiKey/order/:orderId', async (c) => {
    const apiKey = c.req.param('apiKey');
    const orderId = c.req.param('orderId');
    if (!isSafeId(apiKey) || !isSafeId(orderId)) return fail(c, 404, 'Order not found.');
    // Only the merchant's own orders (the api key scopes the read); the answer names the order's cart,
    // which the checkout compares with the cart in its address before it shows anything of the order.
    const order = await findOrder(ctx.db, apiKey, orderId);
    if (!order) return fail(c, 404, 'Order not found.');
    return ok(c, {
      ...order.document.confirmation,
      order: { ...order.document.confirmation.order, cart_id: order.cart_id, status: order.status },
    });
  });

  // The platform answers delivery availability for an order, a draft or (before an order exists) a cart.
  app.get('/api/:apiKey/order/:orderId/delivery-dates', async (c) => {
    const apiKey = c.req.param('apiKey');
    const id = c.req.param('orderId');
    if (!isSafeId(apiKey) || !isSafeId(id) || !(await findMerchant(ctx.db, apiKey)))
      return fail(c, 404, 'Order not found.');
    const order = await findOrder(ctx.db, apiKey, id);
    const found = await loadCart(c, ctx, order?.cart_id ?? id);
    if (!found.ok) return found.response;
    const cart = found.cart.document;
    const wantsDates =
      (cart.settings?.delivery_dates ?? found.merchant.settings.delivery_dates ?? false) &&
      cart.items.some((line) => line.rental);
    if (!wantsDates) return ok(c, { possible_timeslots: [], dates: [] });
    return ok(c, {
      possible_timeslots: ['08:00-12:00', '12:00-16:00', '16:00-20:00'],
      dates: deliveryDates(ctx.now()),
    });
  });
}

/** The next ten weekdays starting three days after `now`, as `YYYY-MM-DD` (UTC). */
export function deliveryDates(now: Date): string[] {
  const dates: string[] = [];
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 3));
  while (dates.length < 10) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) dates.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return dates;
}
