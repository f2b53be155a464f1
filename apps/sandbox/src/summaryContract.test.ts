import { type Cart, createCheckoutApi } from '@checkout/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedMerchants } from './seed/seedData';
import { createTestSandbox, type TestSandbox } from './testing/createTestSandbox';
import { fakeProviders } from './testing/fakeProviders';
import { testAddress, testOrder } from './testing/orderFixtures';

// Issue 29 item 1: what the checkout's summary shows of a cart (items, voucher, shipping) adds up to
// the total the platform charges, read through the api-client, for every seeded cart in every state
// a shopper can bring it to; item 2: the order read gives back what the shopper chose.

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox({ providers: fakeProviders });
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

const apiOf = (apiKey: string) =>
  createCheckoutApi({
    checkoutApiBase: 'http://sandbox.test',
    apiKey,
    fetch: (...[input, init]: Parameters<typeof fetch>) =>
      Promise.resolve(sandbox.app.request(input instanceof Request ? input : String(input), init)),
  });

/** Subtotal − voucher + shipping, in minor units, as the summary's lines show it. */
const linesSum = (cart: Cart) =>
  cart.items.reduce((sum, item) => sum + item.total.amount, 0) -
  (cart.voucher?.discount.amount ?? 0) +
  (cart.shipping?.price.amount ?? 0);

const openCarts = seedMerchants.flatMap((merchant) =>
  merchant.carts
    .filter((seeded) => seeded.status === 'open')
    .map((seeded) => [merchant.api_key, seeded.cart.id, Object.keys(merchant.vouchers)] as const),
);

describe('cart totals', () => {
  it.each(openCarts)(
    '%s/%s: the lines sum to the total with each shipping method and voucher',
    async (apiKey, cartId, vouchers) => {
      const api = apiOf(apiKey);
      const seen: Cart[] = [(await api.getCart(cartId)).data];
      const methods = (await api.getShippingMethods(cartId)).data;
      for (const method of methods) {
        await api.setShippingMethod(cartId, method.id);
        seen.push((await api.getCart(cartId)).data);
        for (const code of vouchers) {
          const applied = await api.addVoucher(cartId, { voucher_code: code, email: '' }).catch(() => null);
          if (applied) seen.push(applied.data, (await api.removeVoucher(cartId)).data);
        }
      }
      for (const cart of seen) expect(linesSum(cart), JSON.stringify(cart)).toBe(cart.sum_total_due.amount);
      // Choosing a paid method puts a shipping line in the cart: the total is never more than its lines show.
      if (methods.some((method) => (method.price?.amount ?? 0) > 0))
        expect(seen.some((cart) => (cart.shipping?.price.amount ?? 0) > 0)).toBe(true);
    },
  );

  it('sends the voucher and shipping of the issue: 138,90 − 13,89 + 4,90 = 129,91', async () => {
    const api = apiOf('demo-all');
    await api.createCartItem('cart-sum', 'tripod', { quantity: 1 });
    await api.createCartItem('cart-sum', 'camera-x100', { quantity: 1 });
    await api.setShippingMethod('cart-sum', 'standard');
    const { data: cart } = await api.addVoucher('cart-sum', { voucher_code: 'WELCOME10', email: '' });
    expect(cart.shipping?.price).toEqual({ amount: 490, currency: 'EUR' });
    expect(cart.voucher?.discount).toEqual({ amount: 1389, currency: 'EUR' });
    expect(cart.sum_total_due).toEqual({ amount: 12_991, currency: 'EUR' });
  });
});

describe('order read', () => {
  it('gives back the shipping method, delivery date and slot, voucher and both addresses', async () => {
    const api = apiOf('demo-all');
    await api.setShippingMethod('cart-voucher', 'express');
    await api.addVoucher('cart-voucher', { voucher_code: 'SAVE5', email: '' });
    const shippingAddress = { ...testAddress, first_name: 'Grace', city: 'Hamburg' };
    const created = await api.createOrder(
      testOrder('cart-voucher', {
        contact: { email: 'alex@example.com', address: { billing: testAddress, shipping: shippingAddress } },
        shipping: '2026-11-24',
        extras: [{ name: 'delivery_timeslot', value: '08:00-12:00' }],
      }),
    );
    const { data } = await api.getOrder(created.data.order_id ?? '');
    expect(data.order).toMatchObject({
      shipping_method: { id: 'express', name: 'Express delivery', price: { amount: 990, currency: 'EUR' } },
      delivery: { date: '2026-11-24', timeslot: '08:00-12:00' },
      voucher: { code: 'SAVE5', discount: { amount: 500, currency: 'EUR' } },
      billing_address: { first_name: 'Alex', city: 'Berlin' },
      shipping_address: { first_name: 'Grace', city: 'Hamburg' },
      sum_total_due: { amount: 3 * 8900 - 500 + 990, currency: 'EUR' },
    });
    expect(created.data.confirmation?.order.voucher?.code).toBe('SAVE5');
  });

  it('reads an order without chosen details (no method, no date) as null details', async () => {
    const api = apiOf('demo-minimal');
    const created = await api.createOrder(testOrder('cart-minimal'));
    const { data } = await api.getOrder(created.data.order_id ?? '');
    expect(data.order).toMatchObject({ shipping_method: null, delivery: null, voucher: null });
  });
});
