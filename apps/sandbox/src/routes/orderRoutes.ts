import { randomUUID } from 'node:crypto';
import { OrderCreateRequestSchema } from '@checkout/api-client';
import { isPaymentGateway } from '@checkout/reference-data';
import type { Context, Hono } from 'hono';
import { toDecimal, toMinor } from '../domain/money';
import { stockProblems } from '../domain/stockProblems';
import { cartTotals } from '../domain/toWireCart';
import { fail, ok } from '../http/envelope';
import { isSafeId } from '../http/isSafeId';
import { readBody } from '../http/readBody';
import { runIdempotent, type StoredResponse } from '../idempotency/runIdempotent';
import type { ProviderSandbox } from '../providers/ProviderSandbox';
import type { SandboxContext } from '../SandboxContext';
import { setCartStatus } from '../store/carts';
import { findMerchant } from '../store/merchants';
import { findOrder, type OrderDocument } from '../store/orders';
import { loadCart } from './loadCart';

/** Finds the provider sandbox of a gateway. */
export type FindProvider = (gateway: string) => ProviderSandbox | undefined;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

function conflictResponse(c: Context, reason: 'key_reused_with_other_body' | 'request_in_progress') {
  return reason === 'key_reused_with_other_body'
    ? fail(c, 422, 'This idempotency key was already used with a different request.')
    : fail(c, 409, 'This order is already being processed.');
}

/** Order calls of spec §7: create (idempotent, one live order per cart), show, delivery dates. */
export function registerOrderRoutes(app: Hono, ctx: SandboxContext, findProvider: FindProvider) {
  app.post('/api/:apiKey/order-create', async (c) => {
    const apiKey = c.req.param('apiKey');
    const body = await readBody(c, OrderCreateRequestSchema);
    if (!body.ok) return body.response;
    const key = c.req.header('idempotency-key');
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key))
      return fail(c, 400, 'The Idempotency-Key header is malformed.');

    const create = async (): Promise<StoredResponse> => {
      const found = await loadCart(c, ctx, body.value.cart_id);
      if (!found.ok) return { status: found.response.status, body: await found.response.json() };
      const { merchant, cart } = found;
      if (cart.status === 'ordered')
        return { status: 409, body: { status: false, message: 'An order for this cart already exists.' } };
      if (cart.document.items.length === 0)
        return { status: 422, body: { status: false, message: 'The cart is empty.' } };
      const method = merchant.settings.payment_methods.find(
        (m) => m.id === body.value.payment_method || m.gateway === body.value.payment_method,
      );
      const provider = method && isPaymentGateway(method.gateway) ? findProvider(method.gateway) : undefined;
      if (!method || !provider) {
        return { status: 422, body: { status: false, message: 'Payment provider type not recognized.' } };
      }
      if (merchant.settings.stock_check !== false) {
        const missing = await stockProblems(ctx.db, apiKey, cart.document);
        if (missing.length > 0) {
          return {
            status: 409,
            body: {
              status: false,
              message: 'Some items are out of stock.',
              code: 'out_of_stock',
              out_of_stock: missing,
            },
          };
        }
      }
      const currency = cart.document.currency;
      const due = cartTotals(cart.document).due;
      const orderId = `ord_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
      const outcome = await provider.authorize(
        {
          merchant,
          gateway: method.gateway,
          purpose: 'order',
          cart: cart.document,
          orderId,
          customerId: null,
          amount: toDecimal(due, currency),
          currency,
          payload: body.value.payment_method_payload ?? {},
        },
        ctx,
      );
      if (outcome.kind === 'declined') return { status: 402, body: { status: false, message: outcome.message } };
      if (outcome.kind === 'invalid') return { status: 422, body: { status: false, message: outcome.message } };

      const status = outcome.kind === 'paid' ? 'open' : 'draft';
      const document: OrderDocument = {
        confirmation: {
          order: {
            id: orderId,
            number: orderId.slice(4, 12).toUpperCase(),
            status,
            currency,
            sum_total_due: toDecimal(due, currency),
            created_at: ctx.now().toISOString(),
          },
          items: cart.document.items.map((line) => ({
            id: line.id,
            sku: line.sku,
            name: line.name,
            quantity: line.quantity,
            price: line.price,
            total: toDecimal(toMinor(line.price, currency) * line.quantity, currency),
          })),
        },
        contact: body.value.contact as unknown as Record<string, unknown>,
        shipping: body.value.shipping ?? null,
        checkboxes: body.value.checkboxes,
        extras: body.value.extras,
      };
      try {
        await ctx.db.query(
          `INSERT INTO orders (id, api_key, cart_id, status, gateway, payment_reference, document)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [orderId, apiKey, cart.document.id, status, method.gateway, outcome.reference, JSON.stringify(document)],
        );
      } catch {
        // The partial unique index allows one live order per cart: another tab or request won.
        return { status: 409, body: { status: false, message: 'An order for this cart already exists.' } };
      }
      if (status === 'open') await setCartStatus(ctx.db, cart.document.id, 'ordered');
      const data =
        outcome.kind === 'redirect'
          ? { redirect: true, redirect_url: outcome.redirectUrl, order_id: orderId }
          : { redirect: false, order_id: orderId, confirmation: status === 'open' ? document.confirmation : null };
      return { status: 201, body: { status: true, data } };
    };

    if (key === undefined) {
      const response = await create();
      return c.json(response.body as object, response.status as 201);
    }
    const outcome = await runIdempotent(ctx.db, { apiKey, key, body: body.value }, create);
    if (outcome.kind === 'conflict') return conflictResponse(c, outcome.reason);
    if (outcome.kind === 'replayed') c.header('idempotent-replayed', 'true');
    return c.json(outcome.response.body as object, outcome.response.status as 201);
  });

  app.get('/api/:apiKey/order/:orderId', async (c) => {
    const apiKey = c.req.param('apiKey');
    const orderId = c.req.param('orderId');
    if (!isSafeId(apiKey) || !isSafeId(orderId)) return fail(c, 404, 'Order not found.');
    const order = await findOrder(ctx.db, apiKey, orderId);
    if (!order) return fail(c, 404, 'Order not found.');
    return ok(c, {
      ...order.document.confirmation,
      order: { ...order.document.confirmation.order, status: order.status },
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
