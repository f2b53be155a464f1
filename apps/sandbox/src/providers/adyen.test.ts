import { AdyenPaymentDetailsSchema } from '@checkout/api-client/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartDocument, MerchantRecord } from '../store/records';
import { adyenSandbox } from './adyen';
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
  bed = await createTestbed((app, ctx) => adyenSandbox.register(app, ctx));
});
afterAll(() => bed.close());
beforeEach(async () => {
  await bed.reset();
  merchant = await seedMerchant(bed.db);
  cart = await seedCart(bed.db, merchant.api_key);
});

function dropIn(number: string) {
  return {
    paymentMethod: { type: 'scheme', encryptedCardNumber: `test_${number}`, encryptedSecurityCode: 'test_737' },
    browserInfo: { userAgent: 'test', acceptHeader: '*/*' },
    return_url: TEST_RETURN_URL,
  };
}

async function details(redirectResult: string, isUpdateContainer = false) {
  return send(bed.app, 'POST', '/api/demo/adyen/paymentDetails', { details: { redirectResult }, isUpdateContainer });
}

async function challenge(outcome: 'pass' | 'fail') {
  const redirect = await placeOrder(
    bed.ctx,
    adyenSandbox,
    orderAttempt(merchant, cart, 'adyen', dropIn('4000002760003184')),
  );
  if (redirect.kind !== 'redirect') throw new Error(`expected a redirect, got ${redirect.kind}`);
  const path = new URL(redirect.redirectUrl).pathname;
  expect(await (await bed.app.request(path)).text()).toContain('€49.90');
  const back = await submitOutcome(bed.app, path, outcome);
  const location = new URL(back.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(TEST_RETURN_URL);
  return location.searchParams.get('redirectResult') ?? '';
}

describe('adyen checkout', () => {
  it('pays with the success card at once', async () => {
    const outcome = await placeOrder(
      bed.ctx,
      adyenSandbox,
      orderAttempt(merchant, cart, 'adyen', dropIn('4242424242424242')),
    );
    expect(outcome).toMatchObject({ kind: 'paid', reference: expect.stringMatching(/^[A-Z0-9]{16}$/) });
  });

  it('declines the decline card with "Your card was declined."', async () => {
    const outcome = await adyenSandbox.authorize(
      orderAttempt(merchant, cart, 'adyen', dropIn('4000000000000002')),
      bed.ctx,
    );
    expect(outcome).toEqual({ kind: 'declined', message: 'Your card was declined.' });
  });

  it('accepts the Drop-in state wrapped in item', async () => {
    const { return_url, ...item } = dropIn('4242424242424242');
    const outcome = await adyenSandbox.authorize(
      orderAttempt(merchant, cart, 'adyen', { item, details: { isUpdateContainer: false }, return_url }),
      bed.ctx,
    );
    expect(outcome.kind).toBe('paid');
  });

  it('settles a passed 3-D Secure challenge through paymentDetails', async () => {
    const redirectResult = await challenge('pass');
    expect(await orderStatus(bed.db)).toBe('draft');
    const data = await readData(await details(redirectResult), AdyenPaymentDetailsSchema);
    expect(data.resultCode).toBe('Authorised');
    expect(await orderStatus(bed.db)).toBe('open');
    expect((await readData(await details(redirectResult), AdyenPaymentDetailsSchema)).resultCode).toBe('Authorised');
  });

  it('refuses a failed 3-D Secure challenge and cancels the order', async () => {
    const redirectResult = await challenge('fail');
    const data = await readData(await details(redirectResult), AdyenPaymentDetailsSchema);
    expect(data).toMatchObject({ resultCode: 'Refused', refusalReason: '3D Not Authenticated' });
    expect(await orderStatus(bed.db)).toBe('cancelled');
  });

  it('cancels a payment still waiting for its details when the platform gives it up, and never authorises it after', async () => {
    const redirectResult = await challenge('pass');
    const [payment] = await bed.db.query<{ id: string }>(
      "SELECT id FROM provider_objects WHERE provider = 'adyen' AND kind = 'payment'",
    );
    expect(await adyenSandbox.expire?.(payment?.id ?? '', bed.ctx)).toBe('expired');
    const data = await readData(await details(redirectResult), AdyenPaymentDetailsSchema);
    expect(data.resultCode).toBe('Cancelled');
    expect(await orderStatus(bed.db)).toBe('draft');
  });

  it('reports an authorised payment as paid when the platform would give it up', async () => {
    await details(await challenge('pass'));
    const [payment] = await bed.db.query<{ id: string }>(
      "SELECT id FROM provider_objects WHERE provider = 'adyen' AND kind = 'payment'",
    );
    expect(await adyenSandbox.expire?.(payment?.id ?? '', bed.ctx)).toBe('paid');
  });

  it('never settles on a tampered or missing redirectResult', async () => {
    await challenge('pass');
    expect(await readError(await details('Ab02b4c0!forged'))).toMatchObject({ status: 422 });
    const missing = await send(bed.app, 'POST', '/api/demo/adyen/paymentDetails', {
      details: {},
      isUpdateContainer: false,
    });
    expect((await readError(missing)).status).toBe(422);
    expect(await orderStatus(bed.db)).toBe('draft');
  });

  it('answers invalid bodies with per-field errors', async () => {
    const response = await send(bed.app, 'POST', '/api/demo/adyen/paymentDetails', { details: 'x' });
    expect(await readError(response)).toMatchObject({
      status: 422,
      errors: { details: expect.any(Array), isUpdateContainer: expect.any(Array) },
    });
  });

  it('refuses a foreign return_url and a payload without a card', async () => {
    const foreign = await adyenSandbox.authorize(
      orderAttempt(merchant, cart, 'adyen', { ...dropIn('4242424242424242'), return_url: 'https://evil.example' }),
      bed.ctx,
    );
    expect(foreign.kind).toBe('invalid');
    expect((await adyenSandbox.authorize(orderAttempt(merchant, cart, 'adyen', {}), bed.ctx)).kind).toBe('invalid');
  });

  it("answers Adyen Web's analytics set-up with a checkout attempt id", async () => {
    const response = await send(bed.app, 'POST', '/sandbox/adyen/v3/analytics?clientKey=test_KEY', { channel: 'Web' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ checkoutAttemptId: expect.stringMatching(/^\w{36}$/) });
  });

  it('lists card payment methods for the Drop-in double', async () => {
    const response = await send(bed.app, 'POST', '/sandbox/adyen/checkout/v71/paymentMethods', {
      merchantAccount: 'demo',
    });
    expect(await response.json()).toMatchObject({ paymentMethods: [{ type: 'scheme' }] });
  });
});

describe('adyen update flow (zero-auth)', () => {
  it('stores the card after a passed challenge, confirmed with isUpdateContainer true', async () => {
    await seedCustomer(bed.db, 'demo');
    const outcome = await adyenSandbox.authorize(
      updateAttempt(merchant, 'adyen', 'cus-1', dropIn('4000002760003184')),
      bed.ctx,
    );
    if (outcome.kind !== 'redirect') throw new Error(`expected a redirect, got ${outcome.kind}`);
    const back = await submitOutcome(bed.app, new URL(outcome.redirectUrl).pathname, 'pass');
    const redirectResult = new URL(back.headers.get('location') ?? '').searchParams.get('redirectResult') ?? '';
    expect((await readError(await details(redirectResult, false))).status).toBe(422);
    expect((await readData(await details(redirectResult, true), AdyenPaymentDetailsSchema)).resultCode).toBe(
      'Authorised',
    );
    expect(await bed.db.query('SELECT customer_id, provider FROM payment_methods')).toEqual([
      { customer_id: 'cus-1', provider: 'adyen' },
    ]);
  });

  it('stores a success card at once', async () => {
    await seedCustomer(bed.db, 'demo');
    const outcome = await adyenSandbox.authorize(
      updateAttempt(merchant, 'adyen', 'cus-1', dropIn('4242424242424242')),
      bed.ctx,
    );
    expect(outcome.kind).toBe('paid');
    expect(await bed.db.query('SELECT provider FROM payment_methods')).toEqual([{ provider: 'adyen' }]);
  });
});
