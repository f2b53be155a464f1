import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpdateLink } from '../links/updateLinkHash';
import {
  createTestSandbox,
  readEnvelope,
  TEST_LINK_SECRET,
  type TestSandbox,
  type WireCartForTest,
} from '../testing/createTestSandbox';
import { fakeProviders } from '../testing/fakeProviders';
import { testAddress as address } from '../testing/orderFixtures';
import { VOUCHER_ATTEMPT_LIMIT } from './voucherRoutes';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox({ providers: fakeProviders });
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

const contact = (lastName = 'Muster') => ({
  email: 'alex@example.com',
  address: { billing: { ...address, last_name: lastName }, shipping: address },
});
const order = (cartId: string, extra: Record<string, unknown> = {}) => ({
  cart_id: cartId,
  checkboxes: { terms: true },
  contact: contact(),
  extras: [],
  payment_method: 'invoice',
  ...extra,
});
type OrderResult = {
  redirect: boolean;
  redirect_url?: string;
  order_id: string;
  confirmation: { order: { status: string } } | null;
};

describe('vouchers', () => {
  it.each([
    ['WELCOME10', '26.70'],
    ['save5', '5.00'],
  ])('applies %s with its discount', async (code, discount) => {
    const response = await sandbox.send('POST', '/api/demo-all/cart/cart-voucher/voucher', {
      voucher_code: code,
      email: 'a@b.c',
    });
    const body = await readEnvelope<WireCartForTest>(response);
    expect(body.data.voucher).toEqual({ code: code.toUpperCase(), discount });
  });

  it.each([
    ['NOPE', 'The voucher code is invalid.', 'voucher_invalid'],
    ['SUMMER2020', 'The voucher has expired.', 'voucher_expired'],
  ])('refuses %s with a field error and the code %s', async (code, message, reason) => {
    const response = await sandbox.send('POST', '/api/demo-all/cart/cart-normal/voucher', {
      voucher_code: code,
      email: '',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      status: false,
      message,
      errors: { voucher_code: [message] },
      code: reason,
    });
  });

  it('refuses a voucher below its minimum order, then applies it above', async () => {
    const below = await sandbox.send('POST', '/api/demo-all/cart/cart-normal/voucher', {
      voucher_code: 'BIG50',
      email: '',
    });
    expect((await readEnvelope(below)).message).toBe('The voucher applies to orders of at least 200.00 EUR.');
    const above = await sandbox.send('POST', '/api/demo-all/cart/cart-voucher/voucher', {
      voucher_code: 'BIG50',
      email: '',
    });
    expect((await readEnvelope<WireCartForTest>(above)).data.sum_total_due).toBe('217.00');
  });

  it('answers 429 after too many wrong guesses on one cart, and not on another', async () => {
    for (let i = 0; i < VOUCHER_ATTEMPT_LIMIT; i++) {
      await sandbox.send('POST', '/api/demo-all/cart/cart-normal/voucher', { voucher_code: `GUESS${i}`, email: '' });
    }
    const limited = await sandbox.send('POST', '/api/demo-all/cart/cart-normal/voucher', {
      voucher_code: 'SAVE5',
      email: '',
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('900');
    const other = await sandbox.send('POST', '/api/demo-all/cart/cart-voucher/voucher', {
      voucher_code: 'SAVE5',
      email: '',
    });
    expect(other.status).toBe(200);
  });

  it('removes the voucher', async () => {
    await sandbox.send('POST', '/api/demo-all/cart/cart-voucher/voucher', { voucher_code: 'SAVE5', email: '' });
    const removed = await readEnvelope<WireCartForTest>(
      await sandbox.send('DELETE', '/api/demo-all/cart/cart-voucher/voucher'),
    );
    expect(removed.data).toMatchObject({ voucher: null, sum_total_due: '267.00' });
  });
});

describe('checks', () => {
  it('reports out-of-stock lines', async () => {
    const body = await readEnvelope(await sandbox.send('GET', '/api/demo-all/cart/cart-out-of-stock/stock-validation'));
    expect(body.data).toEqual({ valid: false, out_of_stock: ['li_cart-out-of-stock_1'] });
    const fine = await readEnvelope(await sandbox.send('GET', '/api/demo-all/cart/cart-normal/stock-validation'));
    expect(fine.data).toEqual({ valid: true, out_of_stock: [] });
  });

  it.each([
    ['Muster', 200, undefined],
    ['Lowscore', 422, 'Customer score too low to proceed.'],
    ['NOSCORE', 422, 'Customer score is missing.'],
    ['Apifailure', 502, 'Api failure'],
  ])('answers the credit check for last name %s', async (lastName, status, message) => {
    const response = await sandbox.send('POST', '/api/demo-all/cart/cart-normal/crif-validate', {
      contact: contact(lastName),
      order_value: '113.00',
      sum_total_due: '113.00',
    });
    expect(response.status).toBe(status);
    if (message) expect((await readEnvelope(response)).message).toBe(message);
  });

  it('answers "Cart not found." to a credit check of an unknown cart', async () => {
    const response = await sandbox.send('POST', '/api/demo-all/cart/nope/crif-validate', {
      contact: contact(),
      order_value: 1,
    });
    expect((await readEnvelope(response)).message).toBe('Cart not found.');
  });

  it('validates limits and records data-layer steps', async () => {
    const limits = await sandbox.send('POST', '/api/demo-all/validate-limits', {
      contact: contact(),
      extras: [],
      cart_id: 'cart-normal',
    });
    expect((await readEnvelope<WireCartForTest>(limits)).data.id).toBe('cart-normal');
    await sandbox.send('POST', '/api/demo-all/cart/cart-normal/items/tripod', { quantity: 60 });
    const over = await sandbox.send('POST', '/api/demo-all/validate-limits', {
      contact: contact(),
      extras: [],
      cart_id: 'cart-normal',
    });
    expect(over.status).toBe(422);
    expect(
      (await sandbox.send('POST', '/api/demo-all/data-layer?step=contact', { cart_id: 'cart-normal', email: null }))
        .status,
    ).toBe(200);
    expect((await sandbox.send('POST', '/api/demo-all/data-layer', { cart_id: 'cart-normal' })).status).toBe(422);
    const events = await sandbox.db.query('SELECT step FROM data_layer_events');
    expect(events).toEqual([{ step: 'contact' }]);
  });
});

describe('merchant overrides and options', () => {
  it('serves the branded merchant its locale, styling, theme, payment options and currency', async () => {
    const locale = await readEnvelope<{ defaultLocale: string }>(await sandbox.send('GET', '/api/demo-branded/locale'));
    expect(locale.data.defaultLocale).toBe('de');
    const styling = await readEnvelope<{ global: { primary: string } }>(
      await sandbox.send('GET', '/api/demo-branded/styling'),
    );
    expect(styling.data.global.primary).toBe('#1b4d3e');
    const theme = await readEnvelope<{ theme: { light: Record<string, string> } }>(
      await sandbox.send('GET', '/api/demo-branded/theme'),
    );
    expect(theme.data.theme.light.primary).toBe('#1b4d3e');
    const payments = await readEnvelope<{ payment_methods: { gateway: string }[]; settings: Record<string, unknown> }>(
      await sandbox.send('GET', '/api/demo-branded/payments/de'),
    );
    expect(payments.data.payment_methods.map((m) => m.gateway)).toEqual(['stripe', 'paypal', 'offlinegateway']);
    expect(payments.data.settings.sandbox_mode).toBe(true);
    expect(payments.data.settings).not.toHaveProperty('feature_flags');
    expect((await readEnvelope(await sandbox.send('GET', '/api/demo-branded/currency'))).data).toEqual({
      currency: 'CHF',
    });
  });

  it('answers defaults for a merchant without overrides and 404 for an unknown merchant', async () => {
    expect((await readEnvelope(await sandbox.send('GET', '/api/demo-minimal/theme'))).data).toEqual({
      theme: { light: {}, rootVariables: {} },
    });
    expect((await sandbox.send('GET', '/api/unknown/styling')).status).toBe(404);
  });
});

describe('order creation', () => {
  it('creates a paid order, confirms it and refuses a second one for the cart', async () => {
    const response = await sandbox.send('POST', '/api/demo-all/order-create', order('cart-normal'));
    expect(response.status).toBe(201);
    const body = await readEnvelope<OrderResult>(response);
    expect(body.data.confirmation?.order.status).toBe('open');
    const shown = await readEnvelope<{ items: unknown[] }>(
      await sandbox.send('GET', `/api/demo-all/order/${body.data.order_id}`),
    );
    expect(shown.data.items).toHaveLength(2);
    const again = await sandbox.send('POST', '/api/demo-all/order-create', order('cart-normal'));
    expect(again.status).toBe(409);
  });

  it('shows "Your card was declined." as the provider says it, and creates no order', async () => {
    const response = await sandbox.send(
      'POST',
      '/api/demo-all/order-create',
      order('cart-normal', { payment_method: 'stripe-card', payment_method_payload: { outcome: 'declined' } }),
    );
    expect(response.status).toBe(402);
    expect((await readEnvelope(response)).message).toBe('Your card was declined.');
    expect(await sandbox.db.query('SELECT id FROM orders WHERE cart_id = $1', ['cart-normal'])).toEqual([]);
  });

  it('answers a redirect and keeps the order pending until the provider settles it', async () => {
    const response = await sandbox.send(
      'POST',
      '/api/demo-all/order-create',
      order('cart-normal', { payment_method: 'mollie', payment_method_payload: { outcome: 'redirect' } }),
    );
    const body = await readEnvelope<OrderResult>(response);
    expect(body.data).toMatchObject({ redirect: true, redirect_url: 'http://127.0.0.1:4010/sandbox/hosted' });
    const shown = await readEnvelope<{ order: { status: string } }>(
      await sandbox.send('GET', `/api/demo-all/order/${body.data.order_id}`),
    );
    expect(shown.data.order.status).toBe('draft');
  });

  it('refuses out-of-stock carts, empty carts and unknown providers with clear messages', async () => {
    const stock = await sandbox.send('POST', '/api/demo-all/order-create', order('cart-out-of-stock'));
    expect(stock.status).toBe(409);
    expect(await readEnvelope(stock)).toMatchObject({ message: 'Some items are out of stock.', code: 'out_of_stock' });
    const empty = await sandbox.send('POST', '/api/demo-all/order-create', order('cart-empty'));
    expect((await readEnvelope(empty)).message).toBe('The cart is empty.');
    const payone = await sandbox.send(
      'POST',
      '/api/demo-all/order-create',
      order('cart-normal', { payment_method: 'payone' }),
    );
    expect((await readEnvelope(payone)).message).toBe('Payment provider type not recognized.');
    const cancelled = await sandbox.send('POST', '/api/demo-all/order-create', order('cart-cancelled'));
    expect(cancelled.status).toBe(410);
  });

  it('replays the first answer for the same idempotency key and body', async () => {
    const headers = { 'idempotency-key': 'attempt-0001-abc' };
    const first = await readEnvelope<OrderResult>(
      await sandbox.send('POST', '/api/demo-all/order-create', order('cart-normal'), headers),
    );
    const replay = await sandbox.send('POST', '/api/demo-all/order-create', order('cart-normal'), headers);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await readEnvelope<OrderResult>(replay)).data.order_id).toBe(first.data.order_id);
    const other = await sandbox.send(
      'POST',
      '/api/demo-all/order-create',
      order('cart-normal', { extras: [{ name: 'x', value: 1 }] }),
      headers,
    );
    expect(other.status).toBe(422);
  });

  it('creates exactly one order from many concurrent duplicates', async () => {
    const headers = { 'idempotency-key': 'attempt-0002-abc' };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        sandbox.send('POST', '/api/demo-all/order-create', order('cart-normal'), headers),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(await sandbox.db.query("SELECT id FROM orders WHERE cart_id = 'cart-normal'")).toHaveLength(1);
  });

  it('offers delivery dates for a rental cart only', async () => {
    const rental = await readEnvelope<{ dates: string[]; possible_timeslots: string[] }>(
      await sandbox.send('GET', '/api/demo-all/order/cart-rental/delivery-dates'),
    );
    expect(rental.data.dates).toHaveLength(10);
    expect(rental.data.dates[0]).toBe('2026-11-23');
    expect(rental.data.possible_timeslots).toHaveLength(3);
    const normal = await readEnvelope(await sandbox.send('GET', '/api/demo-all/order/cart-normal/delivery-dates'));
    expect(normal.data).toEqual({ possible_timeslots: [], dates: [] });
  });
});

describe('payment-method updates', () => {
  const one = signUpdateLink(TEST_LINK_SECRET, { customerId: 'cus_demo', orderId: 'ord_demo_1', isUpdateAll: false });
  const all = signUpdateLink(TEST_LINK_SECRET, { customerId: 'cus_demo', orderId: '', isUpdateAll: true });
  const update = (hash: string, extra: Record<string, unknown> = {}) => ({
    hash,
    customer_id: 'cus_demo',
    payment_method: 'braintree',
    payment_method_payload: {},
    ...extra,
  });

  it('updates one order and all orders with a valid link', async () => {
    const single = await sandbox.send('PUT', '/api/demo-all/orders/ord_demo_1/payment-methods', update(one));
    expect(await readEnvelope(single)).toEqual({ status: true, data: { redirect: false, redirect_url: null } });
    const every = await sandbox.send('PUT', '/api/demo-all/customers/cus_demo/payment-methods', update(all));
    expect(every.status).toBe(200);
  });

  it('follows a provider redirect', async () => {
    const response = await sandbox.send(
      'PUT',
      '/api/demo-all/orders/ord_demo_1/payment-methods',
      update(one, { payment_method: 'mollie', payment_method_payload: { outcome: 'redirect' } }),
    );
    expect((await readEnvelope<{ redirect: boolean }>(response)).data.redirect).toBe(true);
  });

  it('refuses tampered, swapped and foreign links with one uniform answer', async () => {
    const attempts = [
      ['/api/demo-all/orders/ord_demo_1/payment-methods', update(`${one.slice(0, -1)}0`)],
      ['/api/demo-all/orders/ord_demo_2/payment-methods', update(one)],
      ['/api/demo-all/orders/ord_demo_1/payment-methods', update(all)],
      ['/api/demo-all/customers/cus_demo/payment-methods', update(one)],
      ['/api/demo-all/customers/cus_other/payment-methods', update(all, { customer_id: 'cus_other' })],
      ['/api/demo-branded/orders/ord_demo_1/payment-methods', update(one)],
      ['/api/demo-all/orders/nope/payment-methods', update(one)],
    ] as const;
    for (const [path, body] of attempts) {
      const response = await sandbox.send('PUT', path, body);
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual({ status: false, message: 'This link is not valid.' });
    }
  });

  it('answers "Payment provider type not recognized." for a provider that cannot update', async () => {
    for (const paymentMethod of ['paypal', 'payone', 'offlinegateway']) {
      const response = await sandbox.send(
        'PUT',
        '/api/demo-all/orders/ord_demo_1/payment-methods',
        update(one, { payment_method: paymentMethod }),
      );
      expect((await readEnvelope(response)).message).toBe('Payment provider type not recognized.');
    }
  });
});

describe('system test calls', () => {
  it('fails and succeeds on demand', async () => {
    expect((await sandbox.send('POST', '/api/system/test/error')).status).toBe(500);
    expect(await readEnvelope(await sandbox.send('POST', '/api/system/test/success'))).toEqual({
      status: true,
      data: null,
    });
  });
});
