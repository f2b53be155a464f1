import type { OrderCreateRequest } from '@checkout/api-client';
import { isPaymentGateway } from '@checkout/reference-data';
import type { Context } from 'hono';
import { toDecimal } from '../domain/money';
import { stockProblems } from '../domain/stockProblems';
import { cartTotals } from '../domain/toWireCart';
import type { HandlerResponse, IdempotencyClaim } from '../idempotency/runIdempotent';
import { authorizeOnce } from '../providers/authorizeOnce';
import type { FindProvider } from '../providers/FindProvider';
import { loadCart } from '../routes/loadCart';
import type { SandboxContext } from '../SandboxContext';
import { findLiveOrder } from '../store/orders';
import { crashRequested } from './crashRequested';
import { giveUpDraft } from './giveUpDraft';
import { type CartLock, lockCartForOrder } from './lockCartForOrder';
import { orderDocumentOf } from './orderDocumentOf';
import {
  chargesTheSame,
  chargingAttemptOf,
  describeOrder,
  movePayAttempt,
  newPayAttemptId,
  orderIdOf,
  providerKeyOf,
  startPayAttempt,
} from './payAttempts';
import { settlePayAttempt } from './settlePayAttempt';
import { writeOrder } from './writeOrder';

const refusal = (status: number, message: string, extra: Record<string, unknown> = {}): HandlerResponse => ({
  status,
  body: { status: false, message, ...extra },
});

/** The answer for a cart that has a live order: its id, so a shopper in another tab can learn it. */
const orderExists = (orderId: string) =>
  refusal(409, 'An order for this cart already exists.', { code: 'order_exists', order_id: orderId });

/** The answer while another request works on the cart: about the moment, so never stored. */
const inProgress: HandlerResponse = {
  ...refusal(409, 'This order is already being processed.', { code: 'order_in_progress' }),
  transient: true,
};

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
 * `POST /order-create` under an idempotency claim (spec §7): lock the cart, record the pay attempt,
 * then charge, then write the order, the cart, the attempt and the stored answer in one
 * transaction. The order id and the provider's idempotency key derive from the cart's pay attempt,
 * not from the request's key, so any later request for the cart (a retry, a reload, another tab)
 * pays with the provider's recorded outcome and writes the same order: one charge per cart.
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
  if (lock.kind === 'busy') return inProgress;
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
    const charge = {
      api_key: apiKey,
      cart_id: cartId,
      gateway: method.gateway,
      amount: toDecimal(totals.due, currency),
      currency,
    };
    const document = (orderId: string) => orderDocumentOf(orderId, request, cart, totals, ctx.now());
    // One charge per cart whatever the request's key: the cart's charging attempt is continued
    // (same provider key, so the provider answers with what it did), or settled first when it
    // charged something else; only then does a new attempt start.
    let attempt = await chargingAttemptOf(ctx.db, cartId);
    if (attempt && !chargesTheSame(attempt, charge)) {
      await settlePayAttempt(ctx, findProvider, attempt, { complete: false });
      attempt = null;
    }
    const id = attempt?.id ?? newPayAttemptId();
    attempt = attempt
      ? await describeOrder(ctx.db, attempt, document(attempt.order_id))
      : await startPayAttempt(ctx.db, { ...charge, id, order_document: document(orderIdOf(id)) }, ctx.now());
    const orderId = attempt.order_id;
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
        amount: charge.amount,
        currency,
        payload,
        idempotencyKey: providerKeyOf(attempt),
      },
      ctx,
    );
    if (ctx.crashFaults && crashRequested(c, 'after-charge')) process.kill(process.pid, 'SIGKILL');
    if (outcome.kind === 'declined' || outcome.kind === 'invalid') {
      await movePayAttempt(ctx.db, attempt.id, 'failed', ctx.now(), 'charging');
      release = true;
      return outcome.kind === 'declined' ? refusal(402, outcome.message) : refusal(422, outcome.message);
    }

    const status = outcome.kind === 'paid' ? 'open' : 'draft';
    const written = attempt.order_document;
    const data =
      outcome.kind === 'redirect'
        ? { redirect: true, redirect_url: outcome.redirectUrl, order_id: orderId }
        : {
            redirect: false,
            order_id: orderId,
            confirmation:
              status === 'open' ? { ...written.confirmation, order: { ...written.confirmation.order, status } } : null,
          };
    const response = { status: 201, body: { status: true, data } };
    // The order, its cart, its attempt and the stored answer commit together: a crash leaves all or nothing.
    const stored = await ctx.db.transaction(async (tx) => {
      const ok = await writeOrder(tx, {
        attempt,
        status,
        reference: outcome.reference,
        document: written,
        now: ctx.now(),
      });
      if (ok) await claim.store(tx, response);
      return ok;
    });
    if (stored) return response;
    // The settlement wrote this attempt's order, or refunded it, while the request was away past its lease.
    const live = await findLiveOrder(ctx.db, cartId);
    return live ? orderExists(live.id) : inProgress;
  } finally {
    if (release) await lock.release();
  }
}
