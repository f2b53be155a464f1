import type { OrderCreateRequest } from '@checkout/api-client';
import { isPaymentGateway } from '@checkout/reference-data';
import type { Context } from 'hono';
import { toDecimal, toMinor } from '../domain/money';
import { stockProblems } from '../domain/stockProblems';
import { cartTotals } from '../domain/toWireCart';
import type { HandlerResponse, IdempotencyClaim } from '../idempotency/runIdempotent';
import { authorizeOnce } from '../providers/authorizeOnce';
import type { FindProvider } from '../providers/FindProvider';
import { loadCart } from '../routes/loadCart';
import type { SandboxContext } from '../SandboxContext';
import type { OrderDocument } from '../store/orders';
import { chosenDetails } from './chosenDetails';
import { giveUpDraft } from './giveUpDraft';
import { type CartLock, lockCartForOrder } from './lockCartForOrder';

const refusal = (status: number, message: string, extra: Record<string, unknown> = {}): HandlerResponse => ({
  status,
  body: { status: false, message, ...extra },
});

/** The answer for a cart that has a live order: its id, so a shopper in another tab can learn it. */
const orderExists = (orderId: string) =>
  refusal(409, 'An order for this cart already exists.', { code: 'order_exists', order_id: orderId });

/**
 * Takes the cart for the attempt; a stale draft in the way is given up first (its provider payment
 * expired) and the cart taken again, unless the provider reports it paid.
 */
async function takeCart(
  ctx: SandboxContext,
  findProvider: FindProvider,
  request: Parameters<typeof lockCartForOrder>[1],
): Promise<Exclude<CartLock, { kind: 'stale_draft' }>> {
  for (let round = 0; round < 3; round++) {
    const lock = await lockCartForOrder(ctx.db, request);
    if (lock.kind !== 'stale_draft') return lock;
    if ((await giveUpDraft(ctx, findProvider, lock.draft)) === 'open')
      return { kind: 'ordered', orderId: lock.draft.id };
  }
  // Drafts keep appearing: another attempt is at work on the cart.
  return { kind: 'busy' };
}

/**
 * `POST /order-create` under an idempotency claim (spec §7): lock the cart, then charge, then write
 * the order, the cart and the stored answer in one transaction. The order id and the provider's
 * idempotency key derive from the claim's attempt, so a retry of a crashed request pays with the
 * provider's recorded outcome and writes the same order.
 */
export async function createOrder(
  c: Context,
  ctx: SandboxContext,
  findProvider: FindProvider,
  request: OrderCreateRequest,
  claim: IdempotencyClaim,
): Promise<HandlerResponse> {
  const apiKey = c.req.param('apiKey') as string;
  const found = await loadCart(c, ctx, request.cart_id);
  if (!found.ok) return { status: found.response.status, body: await found.response.json() };
  const { merchant } = found;
  const method = merchant.settings.payment_methods.find(
    (m) => m.id === request.payment_method || m.gateway === request.payment_method,
  );
  const provider = method && isPaymentGateway(method.gateway) ? findProvider(method.gateway) : undefined;
  if (!method || !provider) return refusal(422, 'Payment provider type not recognized.');
  const payload = request.payment_method_payload ?? {};
  const cartId = request.cart_id;
  const lock = await takeCart(ctx, findProvider, {
    apiKey,
    cartId,
    holder: claim.attemptId,
    until: claim.leaseUntil(),
    now: ctx.now(),
    draftId: request.draft_id == null ? null : String(request.draft_id),
    payment: provider.paymentOf?.(payload) ?? null,
  });
  if (lock.kind === 'ordered') return orderExists(lock.orderId);
  if (lock.kind === 'busy') {
    return {
      ...refusal(409, 'This order is already being processed.', { code: 'order_in_progress' }),
      transient: true,
    };
  }
  claim.onRenew(lock.renew);
  let release = true;
  try {
    const cart = lock.document;
    if (cart.items.length === 0) return refusal(422, 'The cart is empty.');
    if (merchant.settings.stock_check !== false) {
      const missing = await stockProblems(ctx.db, apiKey, cart);
      if (missing.length > 0)
        return refusal(409, 'Some items are out of stock.', { code: 'out_of_stock', out_of_stock: missing });
    }
    const currency = cart.currency;
    const totals = cartTotals(cart);
    const due = totals.due;
    const orderId = `ord_${claim.attemptId}`;
    // Once the provider is called, a failure keeps the cart for this attempt until its lease ends: its
    // retry completes the order with the provider's recorded outcome, and no other tab charges meanwhile.
    release = false;
    const outcome = await authorizeOnce(
      provider,
      {
        merchant,
        gateway: method.gateway,
        paymentMethodId: method.id,
        purpose: 'order',
        cart,
        orderId,
        customerId: null,
        amount: toDecimal(due, currency),
        currency,
        payload,
        idempotencyKey: `order-create:${claim.attemptId}`,
      },
      ctx,
    );
    release = outcome.kind === 'declined' || outcome.kind === 'invalid';
    if (outcome.kind === 'declined') return refusal(402, outcome.message);
    if (outcome.kind === 'invalid') return refusal(422, outcome.message);

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
          ...chosenDetails(request, cart, totals),
        },
        items: cart.items.map((line) => ({
          id: line.id,
          sku: line.sku,
          name: line.name,
          quantity: line.quantity,
          price: line.price,
          total: toDecimal(toMinor(line.price, currency) * line.quantity, currency),
        })),
      },
      contact: request.contact as unknown as Record<string, unknown>,
      shipping: request.shipping ?? null,
      checkboxes: request.checkboxes,
      extras: request.extras,
    };
    const data =
      outcome.kind === 'redirect'
        ? { redirect: true, redirect_url: outcome.redirectUrl, order_id: orderId }
        : { redirect: false, order_id: orderId, confirmation: status === 'open' ? document.confirmation : null };
    const response = { status: 201, body: { status: true, data } };
    // The order, its cart and the stored answer commit together: a crash leaves all or nothing.
    await ctx.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO orders (id, api_key, cart_id, status, gateway, payment_reference, document, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [orderId, apiKey, cartId, status, method.gateway, outcome.reference, JSON.stringify(document), ctx.now()],
      );
      // A paid order closes the cart; a draft is named on it (spec §3 `draft_id`) until it settles.
      await tx.query(
        `UPDATE carts SET status = $2, document = jsonb_set(document, '{draft_id}', $3::jsonb),
           lock_holder = NULL, lock_until = NULL, updated_at = now() WHERE id = $1`,
        [cartId, status === 'open' ? 'ordered' : 'open', JSON.stringify(status === 'draft' ? orderId : null)],
      );
      await claim.store(tx, response);
    });
    return response;
  } finally {
    if (release) await lock.release();
  }
}
