import type { Hono } from 'hono';
import { fail, ok } from '../http/envelope';
import type { SandboxContext } from '../SandboxContext';
import { findOrder, settleOrder } from '../store/orders';
import type { PaymentAttempt, PaymentOutcome, ProviderSandbox } from './ProviderSandbox';
import { browserUrl } from './shared/browserUrl';
import { cartAmount } from './shared/cartAmount';
import { gatewayMethod, requireMerchant, requireOpenCart } from './shared/lookups';
import { toMinorUnits } from './shared/money';
import { parseReturnUrl } from './shared/parseReturnUrl';
import { findProviderObject, insertProviderObject, updateProviderObject } from './shared/providerObjects';
import { recordPaymentMethod } from './shared/recordPaymentMethod';
import { confirmStripeIntent } from './stripe/confirmStripeIntent';
import { registerStripeApi } from './stripe/registerStripeApi';
import {
  createStripeIntent,
  findStripeIntent,
  publishableKey,
  type StripeIntent,
  type StripePaymentMethodDocument,
  stripeCustomerId,
} from './stripe/stripeObjects';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

async function ensureCustomer(ctx: SandboxContext, apiKey: string, platformId: string): Promise<string> {
  const id = stripeCustomerId(apiKey, platformId);
  if (!(await findProviderObject(ctx.db, 'stripe', 'customer', id))) {
    await insertProviderObject(ctx.db, {
      id,
      provider: 'stripe',
      kind: 'customer',
      api_key: apiKey,
      status: 'active',
      document: { platform_id: platformId },
    }).catch(() => undefined);
  }
  return id;
}

function threeDsUrl(ctx: SandboxContext, intent: StripeIntent): string {
  return browserUrl(ctx, `/sandbox/stripe/3ds/${intent.id}`);
}

/**
 * A retry after a decline or a failed challenge: the intent's previous order, a draft of the
 * same cart that was never paid, is given up (cancelled) so the intent can pay the new order.
 * Returns `false` when the intent is bound to anything else.
 */
async function releasePreviousOrder(
  attempt: PaymentAttempt,
  ctx: SandboxContext,
  intent: StripeIntent,
): Promise<boolean> {
  const previous = intent.document.order_id;
  if (!previous || intent.status === 'succeeded' || intent.status === 'processing') return false;
  const order = await findOrder(ctx.db, attempt.merchant.api_key, previous);
  if (order?.status !== 'draft' || order.payment_reference !== intent.id) return false;
  if (!attempt.cart || order.cart_id !== attempt.cart.id) return false;
  return (await settleOrder(ctx.db, order.id, 'failed')) === 'cancelled';
}

/** Checkout with `{ payment_intent_id }`: the intent is tied to the order; it is paid only if Stripe's record says so. */
async function authorizeIntent(
  attempt: PaymentAttempt,
  ctx: SandboxContext,
  intentId: string,
): Promise<PaymentOutcome> {
  const intent = await findStripeIntent(ctx.db, intentId);
  if (intent?.kind !== 'payment_intent' || intent.api_key !== attempt.merchant.api_key) {
    return { kind: 'invalid', message: 'No such payment_intent.' };
  }
  const previous = intent.document.order_id;
  if (previous && previous !== attempt.orderId && !(await releasePreviousOrder(attempt, ctx, intent))) {
    return { kind: 'invalid', message: 'The payment intent belongs to another order.' };
  }
  const amount = toMinorUnits(attempt.amount, attempt.currency);
  const currency = attempt.currency.toLowerCase();
  if (intent.status === 'succeeded') {
    if (intent.document.amount !== amount || intent.document.currency !== currency) {
      return { kind: 'invalid', message: 'The payment intent amount does not match the order.' };
    }
    await updateProviderObject(ctx.db, { ...intent, document: { ...intent.document, order_id: attempt.orderId } });
    return { kind: 'paid', reference: intent.id };
  }
  if (intent.status === 'canceled' || amount === null)
    return { kind: 'invalid', message: 'The payment intent cannot be used.' };
  // Like a platform updating the intent before the browser confirms it: the order's amount is what gets charged.
  await updateProviderObject(ctx.db, {
    ...intent,
    document: {
      ...intent.document,
      amount,
      currency,
      order_id: attempt.orderId,
      cart_id: attempt.cart?.id ?? intent.document.cart_id,
    },
  });
  return { kind: 'pending', reference: intent.id };
}

/** Checkout (v1 Card Element) or update with `{ payment_method_id }`: the platform creates and confirms the intent itself. */
async function authorizePaymentMethod(
  attempt: PaymentAttempt,
  ctx: SandboxContext,
  paymentMethodId: string,
): Promise<PaymentOutcome> {
  const pm = await findProviderObject<StripePaymentMethodDocument>(ctx.db, 'stripe', 'payment_method', paymentMethodId);
  if (!pm || pm.api_key !== attempt.merchant.api_key) return { kind: 'invalid', message: 'No such PaymentMethod.' };
  const returnUrl = attempt.payload.return_url === undefined ? null : parseReturnUrl(attempt.payload.return_url);
  if (attempt.payload.return_url !== undefined && !returnUrl)
    return { kind: 'invalid', message: 'return_url must be a loopback http(s) URL.' };
  const update = attempt.purpose === 'update';
  if (update && !attempt.customerId)
    return { kind: 'invalid', message: 'A customer is required to store a payment method.' };
  const amount = update ? 0 : toMinorUnits(attempt.amount, attempt.currency);
  if (amount === null) return { kind: 'invalid', message: 'Invalid amount.' };
  const intent = await createStripeIntent(
    ctx.db,
    attempt.merchant.api_key,
    update ? 'setup_intent' : 'payment_intent',
    {
      amount,
      currency: attempt.currency,
      merchant_name: attempt.merchant.name,
      cart_id: attempt.cart?.id ?? null,
      order_id: attempt.orderId,
      customer: attempt.customerId ? stripeCustomerId(attempt.merchant.api_key, attempt.customerId) : null,
      update: update && attempt.customerId ? { customerId: attempt.customerId, orderId: attempt.orderId } : null,
    },
  );
  const result = await confirmStripeIntent(ctx, intent, pm, returnUrl?.toString() ?? null);
  switch (result.kind) {
    case 'succeeded':
      return { kind: 'paid', reference: intent.id };
    case 'requires_action':
      return returnUrl
        ? { kind: 'redirect', redirectUrl: threeDsUrl(ctx, intent), reference: intent.id }
        : { kind: 'invalid', message: 'return_url is required for 3-D Secure.' };
    case 'card_error':
      return { kind: 'declined', message: result.error.message };
    case 'unexpected_state':
      return { kind: 'invalid', message: 'The payment intent cannot be confirmed.' };
    default:
      return result satisfies never;
  }
}

/**
 * Update with `{ setup_intent_id }` confirmed in the browser: verified against the sandbox's record.
 * Only a SetupIntent of the link's customer (`POST /psp/stripe/{id}`) stores a card for them, as a
 * platform storing the card on that Stripe customer would (ADR 0013).
 */
async function authorizeSetupIntent(
  attempt: PaymentAttempt,
  ctx: SandboxContext,
  setupIntentId: string,
): Promise<PaymentOutcome> {
  const intent = await findStripeIntent(ctx.db, setupIntentId);
  if (intent?.kind !== 'setup_intent' || intent.api_key !== attempt.merchant.api_key) {
    return { kind: 'invalid', message: 'No such setup_intent.' };
  }
  if (!attempt.customerId) return { kind: 'invalid', message: 'A customer is required to store a payment method.' };
  if (intent.document.customer !== stripeCustomerId(attempt.merchant.api_key, attempt.customerId)) {
    return { kind: 'invalid', message: 'The setup intent belongs to another customer.' };
  }
  const update = { customerId: attempt.customerId, orderId: attempt.orderId };
  await updateProviderObject(ctx.db, { ...intent, document: { ...intent.document, update } });
  if (intent.status === 'succeeded' && intent.document.payment_method) {
    const pm = await findProviderObject<StripePaymentMethodDocument>(
      ctx.db,
      'stripe',
      'payment_method',
      intent.document.payment_method,
    );
    const recorded = await recordPaymentMethod(ctx.db, {
      id: intent.document.payment_method,
      ...update,
      provider: 'stripe',
      document: { setup_intent: intent.id, card: pm?.document.card ?? null },
    });
    return recorded ? { kind: 'paid', reference: intent.id } : { kind: 'invalid', message: 'Unknown customer.' };
  }
  if (intent.status === 'requires_action') {
    const returnUrl = parseReturnUrl(attempt.payload.return_url);
    if (!returnUrl) return { kind: 'invalid', message: 'return_url must be a loopback http(s) URL.' };
    await updateProviderObject(ctx.db, {
      ...intent,
      document: { ...intent.document, update, return_url: returnUrl.toString() },
    });
    return { kind: 'redirect', redirectUrl: threeDsUrl(ctx, intent), reference: intent.id };
  }
  if (intent.document.last_error) return { kind: 'declined', message: intent.document.last_error.message };
  return { kind: 'invalid', message: 'The setup intent is not confirmed.' };
}

/** Stripe (v1 Card Element and v2 Payment Element): PaymentIntents and SetupIntents with confirm and 3-D Secure. */
export const stripeSandbox: ProviderSandbox = {
  gateway: 'stripe',

  authorize(attempt, ctx) {
    const { payload } = attempt;
    const paymentMethodId = text(payload.payment_method_id);
    if (paymentMethodId) return authorizePaymentMethod(attempt, ctx, paymentMethodId);
    const setupIntentId = text(payload.setup_intent_id);
    if (attempt.purpose === 'update' && setupIntentId) return authorizeSetupIntent(attempt, ctx, setupIntentId);
    const intentId = text(payload.payment_intent_id);
    if (attempt.purpose === 'order' && intentId) return authorizeIntent(attempt, ctx, intentId);
    const expected =
      attempt.purpose === 'order' ? 'payment_intent_id or payment_method_id' : 'setup_intent_id or payment_method_id';
    return Promise.resolve({ kind: 'invalid', message: `The payload needs ${expected}.` });
  },

  paymentOf: (payload) => text(payload.payment_intent_id),

  // The platform cancels the PaymentIntent of a draft it gives up; one that succeeded meanwhile was paid.
  async expire(reference, ctx) {
    const cancelled = await ctx.db.query(
      `UPDATE provider_objects SET status = 'canceled', updated_at = now() WHERE id = $1 AND provider = 'stripe'
         AND status IN ('requires_payment_method', 'requires_confirmation', 'requires_action') RETURNING id`,
      [reference],
    );
    if (cancelled.length > 0) return 'expired';
    return (await findStripeIntent(ctx.db, reference))?.status === 'succeeded' ? 'paid' : 'expired';
  },

  register(app: Hono, ctx: SandboxContext) {
    registerStripeApi(app, ctx);

    app.get('/api/:apiKey/cart/:cartId/psp/stripe', async (c) => {
      const merchant = await requireMerchant(c, ctx, 'stripe');
      if (!merchant.ok) return merchant.response;
      const cart = await requireOpenCart(c, ctx, merchant.value);
      if (!cart.ok) return cart.response;
      const apiKey = merchant.value.api_key;
      const customer = await ensureCustomer(ctx, apiKey, cart.value.id);
      const amount = toMinorUnits(cartAmount(cart.value), cart.value.currency) ?? 0;
      const [reusable] = await ctx.db.query<{ id: string }>(
        `SELECT id FROM provider_objects WHERE provider = 'stripe' AND kind = 'payment_intent' AND api_key = $1
           AND status = 'requires_payment_method' AND document->>'cart_id' = $2 AND document->'order_id' = 'null'::jsonb
         ORDER BY created_at DESC LIMIT 1`,
        [apiKey, cart.value.id],
      );
      const existing = reusable ? await findStripeIntent(ctx.db, reusable.id) : null;
      const intent =
        existing ??
        (await createStripeIntent(ctx.db, apiKey, 'payment_intent', {
          amount,
          currency: cart.value.currency,
          merchant_name: merchant.value.name,
          cart_id: cart.value.id,
          customer,
        }));
      const version = gatewayMethod(merchant.value, 'stripe')?.version ?? 2;
      return ok(c, { client_secret: intent.document.client_secret, customer_id: customer, version });
    });

    app.get('/api/:apiKey/psp/stripe/cart/:cartId/key', async (c) => {
      const merchant = await requireMerchant(c, ctx, 'stripe');
      if (!merchant.ok) return merchant.response;
      const cart = await requireOpenCart(c, ctx, merchant.value);
      if (!cart.ok) return cart.response;
      return ok(c, { key: publishableKey(merchant.value.api_key), account_id: null });
    });

    // Spec §7 lists no body for this call: none (or `{}`) is accepted, and only for a customer of this merchant.
    app.post('/api/:apiKey/psp/stripe/:id', async (c) => {
      const merchant = await requireMerchant(c, ctx, 'stripe');
      if (!merchant.ok) return merchant.response;
      const body = (await c.req.text()).trim();
      if (body !== '' && body !== '{}') return fail(c, 422, 'This call takes no body.');
      const [known] = await ctx.db.query('SELECT 1 FROM customers WHERE id = $1 AND api_key = $2', [
        c.req.param('id'),
        merchant.value.api_key,
      ]);
      if (!known) return fail(c, 404, 'Customer not found.');
      const customer = await ensureCustomer(ctx, merchant.value.api_key, c.req.param('id'));
      const intent = await createStripeIntent(ctx.db, merchant.value.api_key, 'setup_intent', {
        currency: merchant.value.settings.currency ?? 'EUR',
        merchant_name: merchant.value.name,
        customer,
      });
      return ok(c, { customer_id: customer, client_secret: intent.document.client_secret });
    });

    app.post('/api/:apiKey/psp/stripe/:intentId/order/:orderId/verify', async (c) => {
      const merchant = await requireMerchant(c, ctx, 'stripe');
      if (!merchant.ok) return merchant.response;
      const apiKey = merchant.value.api_key;
      const order = await findOrder(ctx.db, apiKey, c.req.param('orderId'));
      const intent = await findStripeIntent(ctx.db, c.req.param('intentId'));
      // One answer for an unknown order, an unknown intent and a pair that does not belong together.
      if (
        !order ||
        !intent ||
        intent.api_key !== apiKey ||
        order.payment_reference !== intent.id ||
        intent.document.order_id !== order.id
      ) {
        return fail(c, 404, 'Payment not found.');
      }
      if (intent.status === 'succeeded') {
        await settleOrder(ctx.db, order.id, 'paid');
        return ok(c, { verified: true, redirect: false, redirect_url: null });
      }
      if (intent.status === 'canceled') await settleOrder(ctx.db, order.id, 'failed');
      return ok(c, { verified: false, redirect: false, redirect_url: null });
    });

    // Spec §7 gives this call no parameter, so its SetupIntent belongs to no customer and stores no card (ADR 0013).
    app.get('/api/:apiKey/setup-intents', async (c) => {
      const merchant = await requireMerchant(c, ctx, 'stripe');
      if (!merchant.ok) return merchant.response;
      const intent = await createStripeIntent(ctx.db, merchant.value.api_key, 'setup_intent', {
        currency: merchant.value.settings.currency ?? 'EUR',
        merchant_name: merchant.value.name,
      });
      return ok(c, { client_secret: intent.document.client_secret, id: intent.id });
    });
  },
};
