import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartDocument, MerchantRecord } from '../store/records';
import { mollieSandbox } from './mollie';
import {
  createTestbed,
  orderAttempt,
  orderStatus,
  placeOrder,
  seedCart,
  seedCustomer,
  seedMerchant,
  submitOutcome,
  type Testbed,
  updateAttempt,
} from './testing/createTestbed';

let bed: Testbed;
let merchant: MerchantRecord;
let cart: CartDocument;
const RETURN = 'http://localhost:3000/en/demo/cart-1/mollie-redirected/v2';

beforeAll(async () => {
  bed = await createTestbed((app, ctx) => mollieSandbox.register(app, ctx));
});
afterAll(() => bed.close());
beforeEach(async () => {
  await bed.reset();
  merchant = await seedMerchant(bed.db);
  cart = await seedCart(bed.db, merchant.api_key);
});

async function hostedPath() {
  const outcome = await placeOrder(
    bed.ctx,
    mollieSandbox,
    orderAttempt(merchant, cart, 'mollie', { return_url: RETURN }),
  );
  if (outcome.kind !== 'redirect') throw new Error(`expected a redirect, got ${outcome.kind}`);
  return { path: new URL(outcome.redirectUrl).pathname, id: outcome.reference };
}

describe('mollie checkout', () => {
  it('sends the shopper to www.mollie.com with provider hosts on (production configuration)', async () => {
    bed.ctx.providerHosts = true;
    try {
      const outcome = await placeOrder(
        bed.ctx,
        mollieSandbox,
        orderAttempt(merchant, cart, 'mollie', { return_url: RETURN }),
      );
      expect(outcome).toMatchObject({
        kind: 'redirect',
        redirectUrl: expect.stringMatching(/^https:\/\/www\.mollie\.com\/checkout\/select-method\/tr_\w+$/),
      });
    } finally {
      bed.ctx.providerHosts = false;
    }
  });

  it('shows the hosted page with the merchant, the amount and the four outcomes', async () => {
    const { path } = await hostedPath();
    const html = await (await bed.app.request(path)).text();
    expect(html).toContain('Demo Rentals');
    expect(html).toContain('€49.90');
    for (const status of ['paid', 'failed', 'canceled', 'expired']) expect(html).toContain(`value="${status}"`);
  });

  it.each([
    ['paid', 'open'],
    ['failed', 'cancelled'],
    ['canceled', 'cancelled'],
    ['expired', 'cancelled'],
  ])(
    'returns to the checkout with nothing but the return URL, and %s settles the order as %s',
    async (status, orderState) => {
      const { path, id } = await hostedPath();
      expect(await orderStatus(bed.db)).toBe('draft');
      const back = await submitOutcome(bed.app, path, status);
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe(RETURN);
      expect(await orderStatus(bed.db)).toBe(orderState);
      expect(await (await bed.app.request(`/sandbox/mollie/v2/payments/${id}`)).json()).toMatchObject({
        status,
        amount: { value: '49.90', currency: 'EUR' },
      });
    },
  );

  it('never changes a final payment: a replayed "paid" after "failed" leaves the order cancelled', async () => {
    const { path } = await hostedPath();
    await submitOutcome(bed.app, path, 'failed');
    expect((await submitOutcome(bed.app, path, 'paid')).status).toBe(409);
    expect(await orderStatus(bed.db)).toBe('cancelled');
    expect((await bed.app.request(path)).status).toBe(404);
  });

  it('leaves the order pending while the shopper has not chosen, and refuses unknown outcomes', async () => {
    const { path } = await hostedPath();
    expect((await submitOutcome(bed.app, path, 'authorized')).status).toBe(404);
    expect((await submitOutcome(bed.app, '/sandbox/mollie/checkout/tr_forged', 'paid')).status).toBe(404);
    expect(await orderStatus(bed.db)).toBe('draft');
  });

  it.each([undefined, 'https://evil.example/return', 'javascript:alert(1)'])(
    'refuses the return URL %s',
    async (returnUrl) => {
      const outcome = await mollieSandbox.authorize(
        orderAttempt(merchant, cart, 'mollie', { return_url: returnUrl }),
        bed.ctx,
      );
      expect(outcome.kind).toBe('invalid');
    },
  );
});

describe('mollie update flow', () => {
  it('stores a mandate once the hosted mandate page is paid', async () => {
    await seedCustomer(bed.db, 'demo');
    const outcome = await mollieSandbox.authorize(
      updateAttempt(merchant, 'mollie', 'cus-1', { return_url: RETURN }),
      bed.ctx,
    );
    if (outcome.kind !== 'redirect') throw new Error(`expected a redirect, got ${outcome.kind}`);
    const path = new URL(outcome.redirectUrl).pathname;
    expect(await (await bed.app.request(path)).text()).toContain('Authorise a new payment method');
    await submitOutcome(bed.app, path, 'paid');
    expect(await bed.db.query('SELECT customer_id, provider FROM payment_methods')).toEqual([
      { customer_id: 'cus-1', provider: 'mollie' },
    ]);
    expect(await (await bed.app.request(`/sandbox/mollie/v2/payments/${outcome.reference}`)).json()).toMatchObject({
      sequenceType: 'first',
      mandateId: expect.stringMatching(/^mdt_/),
    });
  });

  it('stores nothing when the mandate payment is canceled', async () => {
    await seedCustomer(bed.db, 'demo');
    const outcome = await mollieSandbox.authorize(
      updateAttempt(merchant, 'mollie', 'cus-1', { return_url: RETURN }),
      bed.ctx,
    );
    if (outcome.kind !== 'redirect') throw new Error(`expected a redirect, got ${outcome.kind}`);
    await submitOutcome(bed.app, new URL(outcome.redirectUrl).pathname, 'canceled');
    expect(await bed.db.query('SELECT id FROM payment_methods')).toEqual([]);
  });
});
