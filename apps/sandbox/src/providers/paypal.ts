import type { Hono } from 'hono';
import { ok } from '../http/envelope';
import type { SandboxContext } from '../SandboxContext';
import type { PaymentAttempt, PaymentOutcome, ProviderSandbox } from './ProviderSandbox';
import {
  PAYPAL_INSTRUMENT_DECLINED_MESSAGE,
  PAYPAL_PAYER_ACTION_REQUIRED_MESSAGE,
  type PaypalDocument,
  type PaypalObject,
  paypalClientId,
  paypalPlanId,
} from './paypal/paypalObjects';
import { registerPaypalApi } from './paypal/registerPaypalApi';
import { browserUrl } from './shared/browserUrl';
import { cartAmount } from './shared/cartAmount';
import { requireMerchant, requireOpenCart } from './shared/lookups';
import { toMinorUnits } from './shared/money';
import { parseReturnUrl } from './shared/parseReturnUrl';
import {
  findProviderObject,
  insertProviderObject,
  replaceProviderObject,
  transitionProviderObject,
  updateProviderObject,
} from './shared/providerObjects';

const CANCELLED_MESSAGE = 'The PayPal payment was cancelled.';

async function authorizeOrder(attempt: PaymentAttempt, ctx: SandboxContext, id: string): Promise<PaymentOutcome> {
  const order = await findProviderObject<PaypalDocument>(ctx.db, 'paypal', 'order', id);
  if (!order || order.api_key !== attempt.merchant.api_key)
    return { kind: 'invalid', message: 'Unknown PayPal order.' };
  if (order.status === 'VOIDED') return { kind: 'declined', message: CANCELLED_MESSAGE };
  if (order.status === 'CREATED') return { kind: 'invalid', message: 'The PayPal order is not approved.' };
  if (order.status === 'PAYER_ACTION_REQUIRED')
    return { kind: 'invalid', message: 'The PayPal order is waiting for the payer.' };
  if (order.status !== 'APPROVED') return { kind: 'invalid', message: 'The PayPal order was already captured.' };
  // The capture is refused (422 INSTRUMENT_DECLINED): nothing is taken, the order stays approved, as with PayPal.
  if (order.document.instrument_declined) return { kind: 'declined', message: PAYPAL_INSTRUMENT_DECLINED_MESSAGE };
  const expected = toMinorUnits(attempt.amount, attempt.currency);
  if (
    expected === null ||
    expected !== toMinorUnits(order.document.amount, order.document.currency) ||
    order.document.currency !== attempt.currency
  ) {
    return { kind: 'invalid', message: 'The PayPal order amount does not match the order.' };
  }
  if (order.document.payer_action_required) return askThePayer(attempt, ctx, order);
  // Capture exactly once, even when two order-creates race with the same PayPal order.
  if (!(await transitionProviderObject(ctx.db, order.id, 'APPROVED', 'COMPLETED'))) {
    return { kind: 'invalid', message: 'The PayPal order was already captured.' };
  }
  await updateProviderObject(ctx.db, {
    id: order.id,
    status: 'COMPLETED',
    document: { ...order.document, order_id: attempt.orderId },
  });
  return { kind: 'paid', reference: order.id };
}

/**
 * The capture answered `PAYER_ACTION_REQUIRED`: the platform keeps the order a draft and sends the
 * payer to the order's `payer-action` link, which captures (or voids) and returns to `return_url`.
 * Without a loopback `return_url` the payer cannot be sent there: the capture is refused as PayPal
 * words it, and the order stays approved.
 */
async function askThePayer(attempt: PaymentAttempt, ctx: SandboxContext, order: PaypalObject): Promise<PaymentOutcome> {
  const returnUrl = parseReturnUrl(attempt.payload.return_url);
  if (!returnUrl) return { kind: 'declined', message: PAYPAL_PAYER_ACTION_REQUIRED_MESSAGE };
  const document = { ...order.document, order_id: attempt.orderId, payer_action_return_url: returnUrl.toString() };
  // Only over the approval read: two order-creates racing with the same PayPal order ask the payer once.
  if (!(await replaceProviderObject(ctx.db, { id: order.id, status: 'PAYER_ACTION_REQUIRED', document }, 'APPROVED'))) {
    return { kind: 'invalid', message: 'The PayPal order was already captured.' };
  }
  const payerAction = browserUrl(ctx, `/sandbox/paypal/checkoutnow?token=${order.id}`);
  return { kind: 'redirect', redirectUrl: payerAction, reference: order.id };
}

async function authorizeSubscription(
  attempt: PaymentAttempt,
  ctx: SandboxContext,
  id: string,
): Promise<PaymentOutcome> {
  const subscription = await findProviderObject<PaypalDocument>(ctx.db, 'paypal', 'subscription', id);
  if (!subscription || subscription.api_key !== attempt.merchant.api_key)
    return { kind: 'invalid', message: 'Unknown PayPal subscription.' };
  if (subscription.status === 'CANCELLED') return { kind: 'declined', message: CANCELLED_MESSAGE };
  if (subscription.status !== 'ACTIVE') return { kind: 'invalid', message: 'The PayPal subscription is not approved.' };
  const claimed = await ctx.db.query(
    `UPDATE provider_objects SET document = jsonb_set(document, '{order_id}', to_jsonb($2::text))
     WHERE id = $1 AND document->'order_id' = 'null'::jsonb RETURNING id`,
    [subscription.id, attempt.orderId ?? ''],
  );
  if (claimed.length === 0 && subscription.document.order_id !== attempt.orderId) {
    return { kind: 'invalid', message: 'The PayPal subscription was already used.' };
  }
  return { kind: 'paid', reference: subscription.id };
}

/**
 * PayPal (JS SDK buttons): an order or a subscription approved on PayPal's page, captured by the
 * platform at order creation; an order whose capture needs the payer again goes to its `payer-action` page.
 */
export const paypalSandbox: ProviderSandbox = {
  gateway: 'paypal',

  // An order waiting for its payer action is voided when the platform gives the draft up; one captured meanwhile stays paid.
  async expire(reference, ctx) {
    if (await transitionProviderObject(ctx.db, reference, 'PAYER_ACTION_REQUIRED', 'VOIDED')) return 'expired';
    const order = await findProviderObject(ctx.db, 'paypal', 'order', reference);
    return order?.status === 'COMPLETED' ? 'paid' : 'expired';
  },

  authorize(attempt, ctx) {
    if (attempt.purpose === 'update') {
      return Promise.resolve({ kind: 'invalid', message: 'Payment provider type not recognized.' });
    }
    const { paypal_order_id: orderId, subscription_id: subscriptionId } = attempt.payload;
    if (typeof orderId === 'string' && orderId !== '') return authorizeOrder(attempt, ctx, orderId);
    if (typeof subscriptionId === 'string' && subscriptionId !== '')
      return authorizeSubscription(attempt, ctx, subscriptionId);
    return Promise.resolve({ kind: 'invalid', message: 'The payload needs paypal_order_id or subscription_id.' });
  },

  register(app: Hono, ctx: SandboxContext) {
    registerPaypalApi(app, ctx);

    app.get('/api/:apiKey/cart/:cartId/psp/paypal', async (c) => {
      const merchant = await requireMerchant(c, ctx, 'paypal');
      if (!merchant.ok) return merchant.response;
      const cart = await requireOpenCart(c, ctx, merchant.value);
      if (!cart.ok) return cart.response;
      const apiKey = merchant.value.api_key;
      let planId: string | null = null;
      if (cart.value.items.some((item) => item.subscription)) {
        planId = paypalPlanId(apiKey, cart.value.id);
        const document = { amount: cartAmount(cart.value), currency: cart.value.currency };
        const plan = await findProviderObject(ctx.db, 'paypal', 'plan', planId);
        if (plan) await updateProviderObject(ctx.db, { id: planId, status: 'ACTIVE', document });
        else
          await insertProviderObject(ctx.db, {
            id: planId,
            provider: 'paypal',
            kind: 'plan',
            api_key: apiKey,
            status: 'ACTIVE',
            document,
          });
      }
      return ok(c, { paypal_client_id: paypalClientId(apiKey), plan_id: planId });
    });
  },
};
