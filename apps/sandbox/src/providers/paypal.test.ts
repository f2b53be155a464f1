import { PaypalDataSchema } from '@checkout/api-client/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartDocument, MerchantRecord } from '../store/records';
import { paypalSandbox } from './paypal';
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
const auth = { authorization: 'Bearer sb-sandbox-demo' };
const RETURN = 'http://127.0.0.1:3000/paypal/return';
const CANCEL = 'http://127.0.0.1:3000/paypal/cancel';

beforeAll(async () => {
  bed = await createTestbed((app, ctx) => paypalSandbox.register(app, ctx));
});
afterAll(() => bed.close());
beforeEach(async () => {
  await bed.reset();
  merchant = await seedMerchant(bed.db);
  cart = await seedCart(bed.db, merchant.api_key);
});

async function createOrder(value = '49.90') {
  const response = await send(
    bed.app,
    'POST',
    '/sandbox/paypal/v2/checkout/orders',
    {
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'EUR', value } }],
      application_context: { return_url: RETURN, cancel_url: CANCEL },
    },
    auth,
  );
  expect(response.status).toBe(201);
  const order = (await response.json()) as { id: string; links: { rel: string; href: string }[] };
  const approve = order.links.find((link) => link.rel === 'approve')?.href ?? '';
  return { id: order.id, approvePath: `${new URL(approve).pathname}${new URL(approve).search}` };
}

const pay = (payload: Record<string, unknown>, orderId = 'order-1') =>
  paypalSandbox.authorize(orderAttempt(merchant, cart, 'paypal', payload, orderId), bed.ctx);

describe('paypal psp endpoint', () => {
  it('answers the client id and no plan for a one-off cart', async () => {
    const data = await readData(await send(bed.app, 'GET', '/api/demo/cart/cart-1/psp/paypal'), PaypalDataSchema);
    expect(data).toEqual({ paypal_client_id: 'sb-sandbox-demo', plan_id: null });
  });

  it('answers a stable plan for a subscription cart', async () => {
    await seedCart(bed.db, 'demo', {
      id: 'cart-sub',
      items: [
        {
          id: 'l1',
          sku: 'BOX',
          name: 'Box',
          quantity: 1,
          price: '19.00',
          subscription: { frequency: 'monthly', interval: 1 },
        },
      ],
    });
    const first = await readData(await send(bed.app, 'GET', '/api/demo/cart/cart-sub/psp/paypal'), PaypalDataSchema);
    const second = await readData(await send(bed.app, 'GET', '/api/demo/cart/cart-sub/psp/paypal'), PaypalDataSchema);
    expect(first.plan_id).toMatch(/^P-[0-9A-F]{24}$/);
    expect(second.plan_id).toBe(first.plan_id);
  });

  it('answers an unknown cart with 404', async () => {
    expect((await readError(await send(bed.app, 'GET', '/api/demo/cart/nope/psp/paypal'))).status).toBe(404);
  });
});

describe('paypal orders', () => {
  it('approves on the approval page, returns with token and PayerID, and captures once', async () => {
    const { id, approvePath } = await createOrder();
    expect(await (await bed.app.request(approvePath)).text()).toContain('€49.90');
    const back = await submitOutcome(bed.app, approvePath, 'approve');
    const location = new URL(back.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(RETURN);
    expect(location.searchParams.get('token')).toBe(id);
    expect(location.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]{13}$/);
    expect(await pay({ paypal_order_id: id })).toEqual({ kind: 'paid', reference: id });
    expect((await pay({ paypal_order_id: id }, 'order-2')).kind).toBe('invalid');
    const shown = await bed.app.request(`/sandbox/paypal/v2/checkout/orders/${id}`, { headers: auth });
    expect(await shown.json()).toMatchObject({ status: 'COMPLETED' });
  });

  it('sends a cancel to the cancel URL and declines the order', async () => {
    const { id, approvePath } = await createOrder();
    const back = await submitOutcome(bed.app, approvePath, 'cancel');
    expect(back.headers.get('location')).toBe(`${CANCEL}?token=${id}`);
    expect(await pay({ paypal_order_id: id })).toEqual({
      kind: 'declined',
      message: 'The PayPal payment was cancelled.',
    });
  });

  it('declines every capture of an order approved with a declined funding source (INSTRUMENT_DECLINED), and leaves it approved', async () => {
    const { id, approvePath } = await createOrder();
    expect(await (await bed.app.request(approvePath)).text()).toContain('Pay with a declined funding source');
    const back = await submitOutcome(bed.app, approvePath, 'approve_declined');
    expect(new URL(back.headers.get('location') ?? '').searchParams.get('PayerID')).toMatch(/^[A-Z0-9]{13}$/);
    const declined = {
      kind: 'declined',
      message:
        "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.",
    };
    expect(await pay({ paypal_order_id: id })).toEqual(declined);
    expect(await pay({ paypal_order_id: id }, 'order-2')).toEqual(declined);
    const shown = await bed.app.request(`/sandbox/paypal/v2/checkout/orders/${id}`, { headers: auth });
    expect(await shown.json()).toMatchObject({ status: 'APPROVED' });
  });

  it('never pays an order that was not approved, whatever the return says', async () => {
    const { id } = await createOrder();
    expect(await pay({ paypal_order_id: id, PayerID: 'FORGED' })).toMatchObject({ kind: 'invalid' });
    expect((await pay({ paypal_order_id: 'UNKNOWN' })).kind).toBe('invalid');
    expect((await pay({})).kind).toBe('invalid');
  });

  it('refuses an approved order for another amount', async () => {
    const { id, approvePath } = await createOrder('1.00');
    await submitOutcome(bed.app, approvePath, 'approve');
    expect(await pay({ paypal_order_id: id })).toMatchObject({ kind: 'invalid' });
  });

  it('refuses requests without the client id and foreign return URLs', async () => {
    const anonymous = await send(bed.app, 'POST', '/sandbox/paypal/v2/checkout/orders', {
      purchase_units: [{ amount: { currency_code: 'EUR', value: '1.00' } }],
    });
    expect(anonymous.status).toBe(401);
    const foreign = await send(
      bed.app,
      'POST',
      '/sandbox/paypal/v2/checkout/orders',
      {
        purchase_units: [{ amount: { currency_code: 'EUR', value: '1.00' } }],
        application_context: { return_url: 'https://evil.example' },
      },
      auth,
    );
    expect(foreign.status).toBe(400);
  });
});

describe('paypal payer action (PAYER_ACTION_REQUIRED at capture)', () => {
  /** An order approved with a funding source that needs a step-up, and the platform's capture of it. */
  async function captureNeedingThePayer() {
    const { id, approvePath } = await createOrder();
    expect(await (await bed.app.request(approvePath)).text()).toContain(
      'Pay with a funding source that needs a step-up',
    );
    await submitOutcome(bed.app, approvePath, 'approve_step_up');
    const attempt = orderAttempt(merchant, cart, 'paypal', { paypal_order_id: id, return_url: TEST_RETURN_URL });
    return { id, approvePath, outcome: await placeOrder(bed.ctx, paypalSandbox, attempt) };
  }

  it('keeps the order a draft and sends the payer to the payer-action link, which captures and returns with token and PayerID', async () => {
    const { id, approvePath, outcome } = await captureNeedingThePayer();
    expect(outcome).toEqual({
      kind: 'redirect',
      redirectUrl: `http://127.0.0.1:4010/sandbox/paypal/checkoutnow?token=${id}`,
      reference: id,
    });
    expect(await orderStatus(bed.db)).toBe('draft');
    const shown = await bed.app.request(`/sandbox/paypal/v2/checkout/orders/${id}`, { headers: auth });
    expect(await shown.json()).toMatchObject({
      status: 'PAYER_ACTION_REQUIRED',
      links: expect.arrayContaining([
        { href: expect.stringContaining(approvePath), rel: 'payer-action', method: 'GET' },
      ]),
    });
    expect(await (await bed.app.request(approvePath)).text()).toContain('Confirm your payment method');
    const back = await submitOutcome(bed.app, approvePath, 'complete');
    const location = new URL(back.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(TEST_RETURN_URL);
    expect(location.searchParams.get('token')).toBe(id);
    expect(location.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]{13}$/);
    expect(await orderStatus(bed.db)).toBe('open');
    expect(
      await (await bed.app.request(`/sandbox/paypal/v2/checkout/orders/${id}`, { headers: auth })).json(),
    ).toMatchObject({
      status: 'COMPLETED',
    });
    expect((await submitOutcome(bed.app, approvePath, 'cancel')).status).toBe(409);
  });

  it('voids the order and gives the draft up when the payer cancels, and never captures it afterwards', async () => {
    const { id, approvePath } = await captureNeedingThePayer();
    const back = await submitOutcome(bed.app, approvePath, 'cancel');
    expect(back.headers.get('location')).toBe(`${TEST_RETURN_URL}?token=${id}`);
    expect(await orderStatus(bed.db)).toBe('cancelled');
    expect(await pay({ paypal_order_id: id, return_url: TEST_RETURN_URL }, 'order-2')).toEqual({
      kind: 'declined',
      message: 'The PayPal payment was cancelled.',
    });
  });

  it('refuses the capture with PayPal text when there is no return URL to send the payer back to, and stays approved', async () => {
    const { id, approvePath } = await createOrder();
    await submitOutcome(bed.app, approvePath, 'approve_step_up');
    for (const payload of [{ paypal_order_id: id }, { paypal_order_id: id, return_url: 'https://evil.example/back' }]) {
      expect(await pay(payload)).toEqual({
        kind: 'declined',
        message: 'Transaction cannot complete successfully, instruct the buyer to return to PayPal.',
      });
    }
    expect(
      await (await bed.app.request(`/sandbox/paypal/v2/checkout/orders/${id}`, { headers: auth })).json(),
    ).toMatchObject({
      status: 'APPROVED',
    });
  });

  it('refuses a second capture while the payer has not acted, and voids the order when the platform gives the draft up', async () => {
    const { id } = await captureNeedingThePayer();
    expect(await pay({ paypal_order_id: id, return_url: TEST_RETURN_URL }, 'order-2')).toMatchObject({
      kind: 'invalid',
    });
    expect(await paypalSandbox.expire?.(id, bed.ctx)).toBe('expired');
    expect((await submitOutcome(bed.app, `/sandbox/paypal/checkoutnow?token=${id}`, 'complete')).status).toBe(409);
  });

  it('reports a payer action completed before the draft was given up as paid', async () => {
    const { id, approvePath } = await captureNeedingThePayer();
    await submitOutcome(bed.app, approvePath, 'complete');
    expect(await paypalSandbox.expire?.(id, bed.ctx)).toBe('paid');
  });
});

describe('paypal subscriptions', () => {
  async function subscription() {
    await seedCart(bed.db, 'demo', {
      id: 'cart-sub',
      items: [
        {
          id: 'l1',
          sku: 'BOX',
          name: 'Box',
          quantity: 1,
          price: '19.00',
          subscription: { frequency: 'monthly', interval: 1 },
        },
      ],
    });
    const data = await readData(await send(bed.app, 'GET', '/api/demo/cart/cart-sub/psp/paypal'), PaypalDataSchema);
    const response = await send(
      bed.app,
      'POST',
      '/sandbox/paypal/v1/billing/subscriptions',
      { plan_id: data.plan_id, application_context: { return_url: RETURN } },
      auth,
    );
    const body = (await response.json()) as { id: string; status: string };
    expect(body.status).toBe('APPROVAL_PENDING');
    return body.id;
  }

  it('activates on approval, returns with subscription_id, and pays the order', async () => {
    const id = await subscription();
    const back = await submitOutcome(bed.app, `/sandbox/paypal/checkoutnow?token=${id}`, 'approve');
    expect(new URL(back.headers.get('location') ?? '').searchParams.get('subscription_id')).toBe(id);
    expect(await pay({ subscription_id: id })).toEqual({ kind: 'paid', reference: id });
    expect((await pay({ subscription_id: id }, 'order-2')).kind).toBe('invalid');
  });

  it('declines a cancelled subscription and refuses one pending approval', async () => {
    const pending = await subscription();
    expect((await pay({ subscription_id: pending })).kind).toBe('invalid');
    await submitOutcome(bed.app, `/sandbox/paypal/checkoutnow?token=${pending}`, 'cancel');
    expect((await pay({ subscription_id: pending })).kind).toBe('declined');
  });

  it('refuses an unknown plan', async () => {
    const response = await send(
      bed.app,
      'POST',
      '/sandbox/paypal/v1/billing/subscriptions',
      { plan_id: 'P-NOPE' },
      auth,
    );
    expect(response.status).toBe(422);
  });
});

describe('paypal update flow', () => {
  it('is not a payment-method update provider', async () => {
    await seedCustomer(bed.db, 'demo');
    const outcome = await paypalSandbox.authorize(updateAttempt(merchant, 'paypal', 'cus-1', {}), bed.ctx);
    expect(outcome).toEqual({ kind: 'invalid', message: 'Payment provider type not recognized.' });
  });
});
