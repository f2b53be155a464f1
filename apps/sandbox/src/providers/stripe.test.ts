import {
  SetupIntentSchema,
  StripeCustomerSchema,
  StripeDataSchema,
  StripeKeySchema,
  StripeVerificationSchema,
} from '@checkout/api-client/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartDocument, MerchantRecord } from '../store/records';
import { authorizeOnce } from './authorizeOnce';
import type { ProviderSandbox } from './ProviderSandbox';
import { stripeSandbox } from './stripe';
import { completeStripeChallenge } from './stripe/confirmStripeIntent';
import { findStripeIntent } from './stripe/stripeObjects';
import {
  createTestbed,
  orderAttempt,
  orderStatus,
  placeOrder,
  seedCart,
  seedCustomer,
  seedMerchant,
  submitOutcome,
  TEST_RETURN_URL,
  type Testbed,
  updateAttempt,
} from './testing/createTestbed';
import { readData, readError, send } from './testing/http';

let bed: Testbed;
let merchant: MerchantRecord;
let cart: CartDocument;
const auth = { authorization: 'Bearer pk_test_sandbox_demo' };

beforeAll(async () => {
  bed = await createTestbed((app, ctx) => stripeSandbox.register(app, ctx));
});
afterAll(() => bed.close());
beforeEach(async () => {
  await bed.reset();
  merchant = await seedMerchant(bed.db);
  cart = await seedCart(bed.db, merchant.api_key);
});

async function stripeData() {
  return readData(await send(bed.app, 'GET', '/api/demo/cart/cart-1/psp/stripe'), StripeDataSchema);
}

async function confirm(intentId: string, clientSecret: string, number: string, returnUrl?: string) {
  const kind = intentId.startsWith('seti_') ? 'setup_intents' : 'payment_intents';
  return send(
    bed.app,
    'POST',
    `/sandbox/stripe/v1/${kind}/${intentId}/confirm`,
    { client_secret: clientSecret, payment_method_data: { type: 'card', card: { number } }, return_url: returnUrl },
    auth,
  );
}

async function verify(intentId: string, orderId = 'order-1') {
  return send(bed.app, 'POST', `/api/demo/psp/stripe/${intentId}/order/${orderId}/verify`);
}

/** The v2 Payment Element flow up to the order: intent from the psp endpoint, order pending on it. */
async function pendingOrder() {
  const data = await stripeData();
  const secret = String(data.client_secret);
  const intentId = secret.split('_secret_')[0] ?? '';
  const outcome = await placeOrder(
    bed.ctx,
    stripeSandbox,
    orderAttempt(merchant, cart, 'stripe', { payment_intent_id: intentId }),
  );
  expect(outcome).toEqual({ kind: 'pending', reference: intentId });
  return { intentId, secret };
}

describe('stripe psp endpoints', () => {
  it('answers the cart data with a payment intent secret, a customer and the version', async () => {
    const data = await stripeData();
    expect(data).toMatchObject({ version: 2, customer_id: expect.stringMatching(/^cus_/) });
    expect(data.client_secret).toMatch(/^pi_3\w+_secret_\w+$/);
    expect((await stripeData()).client_secret).toBe(data.client_secret);
  });

  it('answers the publishable key of the cart', async () => {
    const data = await readData(await send(bed.app, 'GET', '/api/demo/psp/stripe/cart/cart-1/key'), StripeKeySchema);
    expect(data).toEqual({ key: 'pk_test_sandbox_demo', account_id: null });
  });

  it('creates one stable Stripe customer per platform customer, with a setup intent secret', async () => {
    await seedCustomer(bed.db, merchant.api_key);
    const first = await readData(await send(bed.app, 'POST', '/api/demo/psp/stripe/cus-1'), StripeCustomerSchema);
    const second = await readData(await send(bed.app, 'POST', '/api/demo/psp/stripe/cus-1', {}), StripeCustomerSchema);
    expect(second.customer_id).toBe(first.customer_id);
    expect(first.client_secret).toMatch(/^seti_1\w+_secret_/);
    const intent = await findStripeIntent(bed.db, String(first.client_secret).split('_secret_')[0] ?? '');
    expect(intent?.document.customer).toBe(first.customer_id);
  });

  it('creates a customer only for a customer the merchant knows (issue 26 item 10)', async () => {
    await seedMerchant(bed.db, { api_key: 'other' });
    await seedCustomer(bed.db, 'other', 'cus-other');
    for (const id of ['cus-unknown', 'cus-other', 'cart-1']) {
      const answer = await readError(await send(bed.app, 'POST', `/api/demo/psp/stripe/${id}`));
      expect(answer).toEqual({ status: 404, message: 'Customer not found.', errors: undefined });
    }
    const created = await bed.db.query("SELECT id FROM provider_objects WHERE provider = 'stripe'");
    expect(created).toEqual([]);
  });

  it.each([
    ['a payload', { customer_id: 'cus-1', email: 'a@example.com' }],
    ['a list', []],
    ['a text', 'cus-1'],
  ])('refuses a body the call does not take: %s (issue 26 item 10)', async (_name, body) => {
    await seedCustomer(bed.db, merchant.api_key);
    const answer = await readError(await send(bed.app, 'POST', '/api/demo/psp/stripe/cus-1', body));
    expect(answer).toMatchObject({ status: 422, message: 'This call takes no body.' });
  });

  it('answers a new setup intent of no customer: spec §7 gives the call no parameter', async () => {
    const data = await readData(
      await send(bed.app, 'GET', '/api/demo/setup-intents?customer_id=cus-1'),
      SetupIntentSchema,
    );
    expect(String(data.client_secret).startsWith(`${String(data.id)}_secret_`)).toBe(true);
    expect((await findStripeIntent(bed.db, String(data.id)))?.document.customer).toBeNull();
  });

  it.each([
    ['/api/demo/cart/nope/psp/stripe', 404],
    ['/api/unknown/cart/cart-1/psp/stripe', 404],
    ['/api/demo/psp/stripe/cart/nope/key', 404],
  ])('answers %s with an error envelope %i', async (path, status) => {
    expect((await readError(await send(bed.app, 'GET', path))).status).toBe(status);
  });

  it('refuses merchants that do not offer stripe', async () => {
    await seedMerchant(bed.db, {
      api_key: 'offline',
      settings: { payment_methods: [{ id: '1', gateway: 'offlinegateway', name: 'Invoice' }] },
    });
    expect(await readError(await send(bed.app, 'GET', '/api/offline/setup-intents'))).toMatchObject({ status: 404 });
  });
});

describe('stripe v2 (Payment Element) checkout', () => {
  it('pays with the success card, settles the order and verifies it', async () => {
    const { intentId, secret } = await pendingOrder();
    const confirmed = await confirm(intentId, secret, '4242 4242 4242 4242');
    expect(await confirmed.json()).toMatchObject({ status: 'succeeded', amount: 4990, currency: 'eur' });
    expect(await orderStatus(bed.db)).toBe('open');
    const verified = await readData(await verify(intentId), StripeVerificationSchema);
    expect(verified.verified).toBe(true);
  });

  it('declines the decline card with "Your card was declined." and keeps the order pending', async () => {
    const { intentId, secret } = await pendingOrder();
    const declined = await confirm(intentId, secret, '4000000000000002');
    expect(declined.status).toBe(402);
    expect(await declined.json()).toMatchObject({
      error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    expect((await readData(await verify(intentId), StripeVerificationSchema)).verified).toBe(false);
    expect(await orderStatus(bed.db)).toBe('draft');
  });

  it('passes the 3-D Secure challenge and returns with payment_intent and redirect_status', async () => {
    const { intentId, secret } = await pendingOrder();
    const action = (await (await confirm(intentId, secret, '4000002760003184', TEST_RETURN_URL)).json()) as {
      status: string;
      next_action: { redirect_to_url: { url: string } };
    };
    expect(action.status).toBe('requires_action');
    const pagePath = new URL(action.next_action.redirect_to_url.url).pathname;
    const page = await bed.app.request(pagePath);
    expect(await page.text()).toContain('Demo Rentals');
    const back = await submitOutcome(bed.app, pagePath, 'pass');
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(TEST_RETURN_URL);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      payment_intent: intentId,
      payment_intent_client_secret: secret,
      redirect_status: 'succeeded',
    });
    expect((await readData(await verify(intentId), StripeVerificationSchema)).verified).toBe(true);
    expect(await orderStatus(bed.db)).toBe('open');
  });

  it('fails the 3-D Secure challenge: redirect_status failed, never paid', async () => {
    const { intentId, secret } = await pendingOrder();
    await confirm(intentId, secret, '4000002760003184', TEST_RETURN_URL);
    const back = await submitOutcome(bed.app, `/sandbox/stripe/3ds/${intentId}`, 'fail');
    expect(new URL(back.headers.get('location') ?? '').searchParams.get('redirect_status')).toBe('failed');
    expect((await readData(await verify(intentId), StripeVerificationSchema)).verified).toBe(false);
    expect(await orderStatus(bed.db)).toBe('draft');
  });

  it('never verifies a tampered return: another intent, another order, or an unpaid intent', async () => {
    const { intentId, secret } = await pendingOrder();
    await confirm(intentId, secret, '4000002760003184', TEST_RETURN_URL);
    const other = await stripeData();
    expect(other.client_secret).not.toBe(secret);
    const otherId = String(other.client_secret).split('_secret_')[0];
    expect((await readError(await verify(`${otherId}`))).status).toBe(404);
    expect((await readError(await verify(intentId, 'order-2'))).status).toBe(404);
    expect((await readData(await verify(intentId), StripeVerificationSchema)).verified).toBe(false);
    expect(await orderStatus(bed.db)).toBe('draft');
  });

  it('refuses to confirm without the client secret, or with a foreign return_url', async () => {
    const { intentId } = await pendingOrder();
    expect((await confirm(intentId, 'wrong', '4242424242424242')).status).toBe(404);
    const { secret } = { secret: String((await stripeData()).client_secret) };
    const foreign = await confirm(
      secret.split('_secret_')[0] ?? '',
      secret,
      '4242424242424242',
      'https://evil.example/',
    );
    expect(foreign.status).toBe(400);
  });

  it('lets a retry of the same cart take the intent over, giving the unpaid draft order up', async () => {
    const { intentId, secret } = await pendingOrder();
    await confirm(intentId, secret, '4000000000000002');
    const retry = await placeOrder(
      bed.ctx,
      stripeSandbox,
      orderAttempt(merchant, cart, 'stripe', { payment_intent_id: intentId }, 'order-2'),
    );
    expect(retry).toEqual({ kind: 'pending', reference: intentId });
    expect(await orderStatus(bed.db, 'order-1')).toBe('cancelled');
    await confirm(intentId, secret, '4242424242424242');
    expect(await orderStatus(bed.db, 'order-2')).toBe('open');
    expect((await readData(await verify(intentId, 'order-2'), StripeVerificationSchema)).verified).toBe(true);
    expect((await readError(await verify(intentId, 'order-1'))).status).toBe(404);
  });

  it('refuses an intent of another cart, a paid intent for a new order, and an unknown intent', async () => {
    const { intentId, secret } = await pendingOrder();
    const otherCart = await seedCart(bed.db, 'demo', { id: 'cart-2' });
    const foreign = await stripeSandbox.authorize(
      orderAttempt(merchant, otherCart, 'stripe', { payment_intent_id: intentId }, 'order-2'),
      bed.ctx,
    );
    expect(foreign.kind).toBe('invalid');
    await confirm(intentId, secret, '4242424242424242');
    const again = await stripeSandbox.authorize(
      orderAttempt(merchant, cart, 'stripe', { payment_intent_id: intentId }, 'order-3'),
      bed.ctx,
    );
    expect(again.kind).toBe('invalid');
    const unknown = await stripeSandbox.authorize(
      orderAttempt(merchant, cart, 'stripe', { payment_intent_id: 'pi_nope' }),
      bed.ctx,
    );
    expect(unknown.kind).toBe('invalid');
    expect((await stripeSandbox.authorize(orderAttempt(merchant, cart, 'stripe', {}), bed.ctx)).kind).toBe('invalid');
  });

  it('pays at order creation an intent already confirmed in the browser', async () => {
    const data = await stripeData();
    const secret = String(data.client_secret);
    const intentId = secret.split('_secret_')[0] ?? '';
    await confirm(intentId, secret, '4242424242424242');
    const outcome = await placeOrder(
      bed.ctx,
      stripeSandbox,
      orderAttempt(merchant, cart, 'stripe', { payment_intent_id: intentId }),
    );
    expect(outcome).toEqual({ kind: 'paid', reference: intentId });
    const tooMuch = await stripeSandbox.authorize(
      { ...orderAttempt(merchant, cart, 'stripe', { payment_intent_id: intentId }), amount: '99.00' },
      bed.ctx,
    );
    expect(tooMuch.kind).toBe('invalid');
  });
});

describe('stripe v1 (Card Element) checkout', () => {
  async function paymentMethod(number: string) {
    const response = await send(
      bed.app,
      'POST',
      '/sandbox/stripe/v1/payment_methods',
      { type: 'card', card: { number } },
      auth,
    );
    return ((await response.json()) as { id: string }).id;
  }

  it('pays at once with the success card', async () => {
    const pm = await paymentMethod('4242424242424242');
    const outcome = await placeOrder(
      bed.ctx,
      stripeSandbox,
      orderAttempt(merchant, cart, 'stripe', { payment_method_id: pm }),
    );
    expect(outcome.kind).toBe('paid');
    expect(await orderStatus(bed.db)).toBe('open');
  });

  it('declines the decline card', async () => {
    const pm = await paymentMethod('4000000000000002');
    const outcome = await placeOrder(
      bed.ctx,
      stripeSandbox,
      orderAttempt(merchant, cart, 'stripe', { payment_method_id: pm }),
    );
    expect(outcome).toEqual({ kind: 'declined', message: 'Your card was declined.' });
    expect(await orderStatus(bed.db)).toBeNull();
  });

  const charges = async () =>
    (
      await bed.db.query(
        "SELECT id FROM provider_objects WHERE kind = 'payment_intent' AND status = 'succeeded' AND document->>'cart_id' = 'cart-1'",
      )
    ).length;

  it('answers a repeated idempotency key with the recorded outcome, never a second charge (authorizeOnce)', async () => {
    const pm = await paymentMethod('4242424242424242');
    const attempt = {
      ...orderAttempt(merchant, cart, 'stripe', { payment_method_id: pm }),
      idempotencyKey: 'order-create:attempt-1',
    };
    const first = await authorizeOnce(stripeSandbox, attempt, bed.ctx);
    expect(first.kind).toBe('paid');
    expect(await authorizeOnce(stripeSandbox, attempt, bed.ctx)).toEqual(first);
    expect(await charges()).toBe(1);
    expect(await authorizeOnce(stripeSandbox, { ...attempt, amount: '1.00' }, bed.ctx)).toEqual({
      kind: 'invalid',
      message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
    });
  });

  it('keeps nothing of a provider call that failed under an idempotency key: its retry charges once (authorizeOnce)', async () => {
    const pm = await paymentMethod('4242424242424242');
    const attempt = {
      ...orderAttempt(merchant, cart, 'stripe', { payment_method_id: pm }),
      idempotencyKey: 'order-create:attempt-2',
    };
    const lost: ProviderSandbox = {
      ...stripeSandbox,
      authorize: async (a, ctx) => {
        await stripeSandbox.authorize(a, ctx);
        throw new Error('connection lost');
      },
    };
    await expect(authorizeOnce(lost, attempt, bed.ctx)).rejects.toThrow('connection lost');
    expect(await charges()).toBe(0);
    expect((await authorizeOnce(stripeSandbox, attempt, bed.ctx)).kind).toBe('paid');
    expect(await charges()).toBe(1);
  });

  it('cancels the intent of a draft the platform gives up; a challenge finished on the intent as read then changes nothing', async () => {
    const pm = await paymentMethod('4000002760003184');
    const outcome = await placeOrder(
      bed.ctx,
      stripeSandbox,
      orderAttempt(merchant, cart, 'stripe', { payment_method_id: pm, return_url: TEST_RETURN_URL }),
    );
    if (outcome.kind !== 'redirect') throw new Error(`expected a redirect, got ${outcome.kind}`);
    const asRead = await findStripeIntent(bed.db, outcome.reference);
    expect(await stripeSandbox.expire?.(outcome.reference, bed.ctx)).toBe('expired');
    expect(asRead && (await completeStripeChallenge(bed.ctx, asRead, true, null))).toBeNull();
    expect((await findStripeIntent(bed.db, outcome.reference))?.status).toBe('canceled');
    expect(await orderStatus(bed.db)).toBe('draft');
    expect(await stripeSandbox.expire?.(outcome.reference, bed.ctx)).toBe('expired');
  });

  it('redirects the 3-D Secure card to the challenge and settles the order when it passes', async () => {
    const pm = await paymentMethod('4000002760003184');
    const outcome = await placeOrder(
      bed.ctx,
      stripeSandbox,
      orderAttempt(merchant, cart, 'stripe', { payment_method_id: pm, return_url: TEST_RETURN_URL }),
    );
    if (outcome.kind !== 'redirect') throw new Error(`expected a redirect, got ${outcome.kind}`);
    expect(await orderStatus(bed.db)).toBe('draft');
    await submitOutcome(bed.app, new URL(outcome.redirectUrl).pathname, 'pass');
    expect(await orderStatus(bed.db)).toBe('open');
  });

  it('refuses card numbers that are not numbers and payment methods without the key', async () => {
    const bad = await send(bed.app, 'POST', '/sandbox/stripe/v1/payment_methods', { card: { number: '1234' } }, auth);
    expect(bad.status).toBe(402);
    const anonymous = await send(bed.app, 'POST', '/sandbox/stripe/v1/payment_methods', {
      card: { number: '4242424242424242' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('stripe update flow', () => {
  async function storedMethods() {
    return bed.db.query<{ customer_id: string; provider: string }>('SELECT customer_id, provider FROM payment_methods');
  }

  /** The SetupIntent `POST /psp/stripe/{id}` makes for a customer of the merchant. */
  async function customerSetup(customerId = 'cus-1') {
    const data = await readData(
      await send(bed.app, 'POST', `/api/demo/psp/stripe/${customerId}`),
      StripeCustomerSchema,
    );
    const secret = String(data.client_secret);
    return { id: secret.split('_secret_')[0] ?? '', client_secret: secret };
  }

  it('stores the card of a setup intent confirmed in the browser', async () => {
    await seedCustomer(bed.db, 'demo');
    const setup = await customerSetup();
    await confirm(setup.id, setup.client_secret, '4242424242424242');
    const outcome = await stripeSandbox.authorize(
      updateAttempt(merchant, 'stripe', 'cus-1', { setup_intent_id: setup.id }),
      bed.ctx,
    );
    expect(outcome).toEqual({ kind: 'paid', reference: setup.id });
    expect(await storedMethods()).toEqual([{ customer_id: 'cus-1', provider: 'stripe' }]);
  });

  it('refuses a SetupIntent of another customer, or of none, and stores nothing (issue 27)', async () => {
    await seedCustomer(bed.db, 'demo');
    await seedCustomer(bed.db, 'demo', 'cus-2');
    const other = await customerSetup('cus-2');
    const anonymous = await readData(await send(bed.app, 'GET', '/api/demo/setup-intents'), SetupIntentSchema);
    for (const setup of [other, { id: String(anonymous.id), client_secret: String(anonymous.client_secret) }]) {
      await confirm(setup.id, setup.client_secret, '4242424242424242');
      const outcome = await stripeSandbox.authorize(
        updateAttempt(merchant, 'stripe', 'cus-1', { setup_intent_id: setup.id }),
        bed.ctx,
      );
      expect(outcome).toEqual({ kind: 'invalid', message: 'The setup intent belongs to another customer.' });
    }
    expect(await storedMethods()).toEqual([]);
  });

  it('redirects a 3-D Secure card to the challenge and stores it only once passed', async () => {
    await seedCustomer(bed.db, 'demo');
    const pm = (
      (await (
        await send(
          bed.app,
          'POST',
          '/sandbox/stripe/v1/payment_methods',
          { card: { number: '4000002760003184' } },
          auth,
        )
      ).json()) as { id: string }
    ).id;
    const outcome = await stripeSandbox.authorize(
      updateAttempt(merchant, 'stripe', 'cus-1', { payment_method_id: pm, return_url: TEST_RETURN_URL }),
      bed.ctx,
    );
    if (outcome.kind !== 'redirect') throw new Error(`expected a redirect, got ${outcome.kind}`);
    expect(await storedMethods()).toEqual([]);
    const back = await submitOutcome(bed.app, new URL(outcome.redirectUrl).pathname, 'pass');
    expect(new URL(back.headers.get('location') ?? '').searchParams.get('setup_intent')).toBe(outcome.reference);
    expect(await storedMethods()).toHaveLength(1);
  });

  it('declines a decline card without storing anything', async () => {
    await seedCustomer(bed.db, 'demo');
    const setup = await customerSetup();
    await confirm(setup.id, setup.client_secret, '4000000000000002');
    const outcome = await stripeSandbox.authorize(
      updateAttempt(merchant, 'stripe', 'cus-1', { setup_intent_id: setup.id }),
      bed.ctx,
    );
    expect(outcome).toEqual({ kind: 'declined', message: 'Your card was declined.' });
    expect(await storedMethods()).toEqual([]);
  });
});
