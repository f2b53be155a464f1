import { BraintreeDataSchema } from '@checkout/api-client/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartDocument, MerchantRecord } from '../store/records';
import { braintreeSandbox } from './braintree';
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

beforeAll(async () => {
  bed = await createTestbed((app, ctx) => braintreeSandbox.register(app, ctx));
});
afterAll(() => bed.close());
beforeEach(async () => {
  await bed.reset();
  merchant = await seedMerchant(bed.db);
  cart = await seedCart(bed.db, merchant.api_key);
});

async function clientToken(path = '/api/demo/cart/cart-1/psp/braintree') {
  const data = await readData(await send(bed.app, 'GET', path), BraintreeDataSchema);
  return JSON.parse(Buffer.from(String(data.client_token), 'base64').toString()) as {
    authorizationFingerprint: string;
    clientApiUrl: string;
    configUrl: string;
  };
}

async function tokenize(number: string) {
  const token = await clientToken();
  const path = `${new URL(token.clientApiUrl).pathname}/v1/payment_methods/credit_cards`;
  const response = await send(bed.app, 'POST', path, {
    authorizationFingerprint: token.authorizationFingerprint,
    creditCard: { number },
  });
  return {
    response,
    nonce:
      response.status === 201
        ? (((await response.json()) as { creditCards: { nonce: string }[] }).creditCards[0]?.nonce ?? '')
        : '',
  };
}

const pay = (payload: Record<string, unknown>) =>
  braintreeSandbox.authorize(orderAttempt(merchant, cart, 'braintree', payload), bed.ctx);

describe('braintree', () => {
  it('issues client tokens from both psp endpoints whose configuration the Drop-in double can load', async () => {
    for (const path of ['/api/demo/cart/cart-1/psp/braintree', '/api/demo/psp/braintree']) {
      const token = await clientToken(path);
      const config = await bed.app.request(
        `${new URL(token.configUrl).pathname}?authorizationFingerprint=${token.authorizationFingerprint}`,
      );
      expect(await config.json()).toMatchObject({ environment: 'sandbox', merchantId: 'demo' });
    }
    expect(
      (
        await bed.app.request(
          '/sandbox/braintree/merchants/demo/client_api/v1/configuration?authorizationFingerprint=x',
        )
      ).status,
    ).toBe(401);
  });

  it('answers unknown carts with 404', async () => {
    expect((await readError(await send(bed.app, 'GET', '/api/demo/cart/nope/psp/braintree'))).status).toBe(404);
  });

  it('pays with a tokenised success card, once', async () => {
    const { nonce } = await tokenize('4242424242424242');
    expect(await pay({ nonce, device_data: '{}' })).toMatchObject({ kind: 'paid' });
    expect(await pay({ nonce })).toEqual({
      kind: 'invalid',
      message: 'Cannot use a payment_method_nonce more than once.',
    });
  });

  it('declines a tokenised decline card with "Your card was declined."', async () => {
    const { nonce } = await tokenize('4000 0000 0000 0002');
    expect(await pay({ nonce })).toEqual({ kind: 'declined', message: 'Your card was declined.' });
  });

  it('refuses an invalid card number at tokenisation', async () => {
    expect((await tokenize('1234')).response.status).toBe(422);
  });

  it.each([
    ['fake-valid-nonce', 'paid'],
    ['fake-valid-visa-nonce', 'paid'],
    ['fake-processor-declined-visa-nonce', 'declined'],
    ['fake-gateway-rejected-fraud-nonce', 'declined'],
    ['fake-consumed-nonce', 'invalid'],
    ['made-up-nonce', 'invalid'],
  ])('reads the fake nonce %s as %s', async (nonce, kind) => {
    expect((await pay({ nonce })).kind).toBe(kind);
  });

  it('requires a nonce', async () => {
    expect((await pay({})).kind).toBe('invalid');
  });

  it('vaults the payment method in the update flow', async () => {
    await seedCustomer(bed.db, 'demo');
    const outcome = await braintreeSandbox.authorize(
      updateAttempt(merchant, 'braintree', 'cus-1', { nonce: 'fake-valid-nonce' }),
      bed.ctx,
    );
    expect(outcome.kind).toBe('paid');
    expect(await bed.db.query('SELECT customer_id, provider FROM payment_methods')).toEqual([
      { customer_id: 'cus-1', provider: 'braintree' },
    ]);
    const unknown = await braintreeSandbox.authorize(
      updateAttempt(merchant, 'braintree', 'cus-9', { nonce: 'fake-valid-nonce' }),
      bed.ctx,
    );
    expect(unknown.kind).toBe('invalid');
  });
});

describe('braintree 3-D Secure', () => {
  async function lookup(cardNonce: string, amount = '10.00') {
    const token = await clientToken();
    const api = new URL(token.clientApiUrl).pathname;
    const response = await send(bed.app, 'POST', `${api}/v1/payment_methods/${cardNonce}/three_d_secure/lookup`, {
      authorizationFingerprint: token.authorizationFingerprint,
      amount,
    });
    const body = (await response.json()) as {
      lookup: { acsUrl: string | null };
      paymentMethod: { nonce: string; threeDSecureInfo: { status: string; liabilityShifted: boolean } };
    };
    const read = async () =>
      (await (
        await bed.app.request(
          `${api}/v1/payment_methods/${body.paymentMethod.nonce}/three_d_secure?authorizationFingerprint=${token.authorizationFingerprint}`,
        )
      ).json()) as { paymentMethod: { threeDSecureInfo: { status: string; liabilityShifted: boolean } } };
    return { status: response.status, body, read };
  }

  const answerChallenge = (acsUrl: string, outcome: 'pass' | 'fail') =>
    send(bed.app, 'POST', new URL(acsUrl).pathname, { outcome });

  it('refuses to charge a challenge card whose nonce never passed 3-D Secure', async () => {
    const { nonce } = await tokenize('4000 0027 6000 3184');
    expect(await pay({ nonce })).toEqual({ kind: 'declined', message: 'Gateway Rejected: three_d_secure' });
  });

  it('charges the nonce of a passed challenge, and spends the card nonce at the lookup', async () => {
    const { nonce: cardNonce } = await tokenize('4000 0027 6000 3184');
    const { status, body, read } = await lookup(cardNonce);
    expect(status).toBe(201);
    expect(body.paymentMethod.threeDSecureInfo).toEqual({
      status: 'challenge_required',
      liabilityShifted: false,
      liabilityShiftPossible: true,
    });
    const acsUrl = body.lookup.acsUrl ?? '';
    expect((await bed.app.request(new URL(acsUrl).pathname)).status).toBe(200);
    expect((await answerChallenge(acsUrl, 'pass')).status).toBe(200);
    expect((await read()).paymentMethod.threeDSecureInfo).toMatchObject({
      status: 'authenticate_successful',
      liabilityShifted: true,
    });
    expect((await answerChallenge(acsUrl, 'fail')).status).toBe(409);
    expect(await pay({ nonce: cardNonce })).toMatchObject({ kind: 'invalid' });
    expect(await pay({ nonce: body.paymentMethod.nonce })).toMatchObject({ kind: 'paid' });
  });

  it('declines the nonce of a failed or unanswered challenge', async () => {
    const failed = await lookup((await tokenize('4000 0027 6000 3184')).nonce);
    await answerChallenge(failed.body.lookup.acsUrl ?? '', 'fail');
    expect((await failed.read()).paymentMethod.threeDSecureInfo).toMatchObject({
      status: 'authenticate_failed',
      liabilityShifted: false,
    });
    expect(await pay({ nonce: failed.body.paymentMethod.nonce })).toMatchObject({ kind: 'declined' });
    const unanswered = await lookup((await tokenize('4000 0027 6000 3184')).nonce);
    expect(await pay({ nonce: unanswered.body.paymentMethod.nonce })).toMatchObject({ kind: 'declined' });
    // A charged nonce is spent: the challenge page no longer takes an answer for it.
    expect((await answerChallenge(unanswered.body.lookup.acsUrl ?? '', 'pass')).status).toBe(409);
  });

  it('authenticates other cards frictionless, and refuses a lookup without an amount or for a spent nonce', async () => {
    const { nonce } = await tokenize('4242 4242 4242 4242');
    const frictionless = await lookup(nonce);
    expect(frictionless.body.lookup.acsUrl).toBeNull();
    expect(frictionless.body.paymentMethod.threeDSecureInfo.liabilityShifted).toBe(true);
    expect((await lookup(nonce)).status).toBe(422);
    expect((await lookup((await tokenize('4242 4242 4242 4242')).nonce, '')).status).toBe(422);
    expect(await pay({ nonce: frictionless.body.paymentMethod.nonce })).toMatchObject({ kind: 'paid' });
  });
});

describe('braintree step-up (the platform’s hosted 3-D Secure challenge)', () => {
  /** Tokenises the step-up card, looks it up as Drop-in does, and has the platform take the looked-up nonce. */
  async function orderWithStepUpCard(payload: Record<string, unknown> = { return_url: TEST_RETURN_URL }) {
    const token = await clientToken();
    const api = new URL(token.clientApiUrl).pathname;
    const { nonce: cardNonce } = await tokenize('4000 0000 0000 2313');
    const looked = await send(bed.app, 'POST', `${api}/v1/payment_methods/${cardNonce}/three_d_secure/lookup`, {
      authorizationFingerprint: token.authorizationFingerprint,
      amount: '49.90',
    });
    const body = (await looked.json()) as {
      lookup: { acsUrl: string | null };
      paymentMethod: { nonce: string; threeDSecureInfo: Record<string, unknown> };
    };
    expect(body.lookup.acsUrl).toBeNull();
    expect(body.paymentMethod.threeDSecureInfo).toEqual({
      status: 'authenticate_unable_to_authenticate',
      liabilityShifted: false,
      liabilityShiftPossible: false,
    });
    const attempt = orderAttempt(merchant, cart, 'braintree', { nonce: body.paymentMethod.nonce, ...payload });
    return placeOrder(bed.ctx, braintreeSandbox, attempt);
  }

  it('redirects the step-up card to the hosted challenge, which settles the order open and returns', async () => {
    const outcome = await orderWithStepUpCard();
    expect(outcome).toMatchObject({
      kind: 'redirect',
      redirectUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:4010\/sandbox\/braintree\/challenge\/bt3ds_/),
    });
    const path = new URL(outcome.kind === 'redirect' ? outcome.redirectUrl : '').pathname;
    expect(await orderStatus(bed.db)).toBe('draft');
    const page = await (await bed.app.request(path)).text();
    expect(page).toContain('€49.90');
    expect(page).toContain('Complete authentication');
    const back = await submitOutcome(bed.app, path, 'pass');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(TEST_RETURN_URL);
    expect(await orderStatus(bed.db)).toBe('open');
    expect((await submitOutcome(bed.app, path, 'fail')).status).toBe(409);
  });

  it('gives the order up when the hosted challenge fails', async () => {
    const outcome = await orderWithStepUpCard();
    const path = new URL(outcome.kind === 'redirect' ? outcome.redirectUrl : '').pathname;
    expect((await submitOutcome(bed.app, path, 'fail')).headers.get('location')).toBe(TEST_RETURN_URL);
    expect(await orderStatus(bed.db)).toBe('cancelled');
    expect((await bed.app.request(path)).status).toBe(404);
  });

  it('declines as before without a loopback return URL, and in the update flow', async () => {
    expect(await orderWithStepUpCard({})).toEqual({ kind: 'declined', message: 'Gateway Rejected: three_d_secure' });
    await bed.reset();
    merchant = await seedMerchant(bed.db);
    cart = await seedCart(bed.db, merchant.api_key);
    expect(await orderWithStepUpCard({ return_url: 'https://evil.example/back' })).toMatchObject({ kind: 'declined' });
    await seedCustomer(bed.db, 'demo');
    const { nonce } = await tokenize('4000 0000 0000 2313');
    const update = updateAttempt(merchant, 'braintree', 'cus-1', { nonce, return_url: TEST_RETURN_URL });
    expect(await braintreeSandbox.authorize(update, bed.ctx)).toEqual({
      kind: 'declined',
      message: 'Gateway Rejected: three_d_secure',
    });
  });

  it('never opens a step-up for the challenge card, whose failed challenge stays declined', async () => {
    const { nonce } = await tokenize('4000 0027 6000 3184');
    expect(await pay({ nonce, return_url: TEST_RETURN_URL })).toEqual({
      kind: 'declined',
      message: 'Gateway Rejected: three_d_secure',
    });
  });

  it('reports a challenge passed before the platform gave the draft up as paid', async () => {
    const passed = await orderWithStepUpCard();
    const reference = passed.kind === 'redirect' ? passed.reference : '';
    await submitOutcome(bed.app, `/sandbox/braintree/challenge/${reference}`, 'pass');
    expect(await braintreeSandbox.expire?.(reference, bed.ctx)).toBe('paid');
  });

  it('expires an open challenge the platform gives up, which then takes no answer', async () => {
    const open = await orderWithStepUpCard();
    const reference = open.kind === 'redirect' ? open.reference : '';
    expect(await braintreeSandbox.expire?.(reference, bed.ctx)).toBe('expired');
    expect((await submitOutcome(bed.app, `/sandbox/braintree/challenge/${reference}`, 'pass')).status).toBe(409);
  });
});
