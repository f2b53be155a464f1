import { type CheckoutApi, CheckoutApiError, createCheckoutApi } from '@checkout/api-client';
import { checkoutRoutes } from '@checkout/api-client/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpdateLink } from './links/updateLinkHash';
import { providerSandboxes } from './providers/providerSandboxes';
import { registerServices } from './services/registerServices';
import { createTestSandbox, TEST_LINK_SECRET, type TestSandbox } from './testing/createTestSandbox';
import { testAddress as address, testContact as contact } from './testing/orderFixtures';

// The api-client contract test: every client function against the sandbox in-process. The client
// checks every answer with the contract's response schema and the sandbox checks every body with
// its request schema, so a drift on either side fails here.

let sandbox: TestSandbox;
let api: CheckoutApi;
const covered = new Set<string>();

beforeAll(async () => {
  sandbox = await createTestSandbox({ providers: providerSandboxes, registerServices });
  const fetchInProcess = (...[input, init]: Parameters<typeof fetch>) =>
    Promise.resolve(sandbox.app.request(input instanceof Request ? input : String(input), init));
  api = new Proxy(
    createCheckoutApi({ checkoutApiBase: 'http://sandbox.test', apiKey: 'demo-all', fetch: fetchInProcess }),
    {
      get: (target, name: string) => {
        covered.add(name);
        return target[name as keyof CheckoutApi];
      },
    },
  );
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

describe('api-client against the sandbox', () => {
  it('reads and edits carts', async () => {
    const { data: cart } = await api.getCart('cart-normal');
    expect(cart.sum_total_due).toEqual({ amount: 11_300, currency: 'EUR' });
    const created = await api.createCartItem('contract-cart', 'tripod', { quantity: 1 });
    expect(created.data.items).toHaveLength(1);
    const lineId = created.data.items[0]?.id ?? '';
    expect((await api.updateCartItem('contract-cart', lineId, { quantity: 3 })).data.sum_total_due.amount).toBe(26_700);
    expect((await api.removeCartItem('contract-cart', lineId)).data.items).toEqual([]);
    expect((await api.updateCartLocation('cart-normal', { alpha2: 'AT' })).data.id).toBe('cart-normal');
    expect((await api.resetCart('cart-normal')).data.draft_id).toBeNull();
    expect((await api.updateCartParams('cart-normal', { utm_source: 'contract' })).data).toBeNull();
  });

  it('checks stock, credit and limits and records data-layer steps', async () => {
    expect((await api.validateStock('cart-out-of-stock')).data.valid).toBe(false);
    const due = { amount: 11_300, currency: 'EUR' };
    expect((await api.validateCredit('cart-normal', { contact, amount: due })).data.valid).toBe(true);
    await expect(
      api.validateCredit('cart-normal', {
        contact: { ...contact, address: { ...contact.address, billing: { ...address, last_name: 'Lowscore' } } },
        amount: due,
      }),
    ).rejects.toMatchObject({ code: 'http', status: 422, message: 'Customer score too low to proceed.' });
    expect((await api.validateLimits({ contact, extras: [], cartId: 'cart-normal' })).data.id).toBe('cart-normal');
    expect(
      (await api.pushDataLayer('payment', { cart_id: 'cart-normal', email: 'alex@example.com' })).data,
    ).toMatchObject({
      step: 'payment',
    });
  });

  it('reads merchant overrides, options, currency, shipping and vouchers', async () => {
    expect((await api.getLocale()).data.locales).toEqual([]);
    expect((await api.getStyling()).data).toBeDefined();
    expect((await api.getTheme()).data.theme.light).toEqual({});
    const options = await api.getPaymentOptions('en');
    expect(options.data.payment_methods).toHaveLength(9);
    // How a method is settled stays on the platform: the wire answer does not say it.
    expect(await (await sandbox.app.request('/api/demo-all/payments/en')).text()).not.toContain('hosted_confirmation');
    expect(options.data.settings?.sandbox_mode).toBe(true);
    expect((await api.getCurrency()).data.currency).toBe('EUR');
    expect((await api.getShippingCountries('cart-normal')).data).toHaveLength(38);
    expect((await api.getShippingMethodsForCountry('cart-normal', 'FR')).data[0]?.price).toEqual({
      amount: 990,
      currency: 'EUR',
    });
    expect((await api.getShippingMethods('cart-normal')).data).toHaveLength(3);
    expect((await api.setShippingMethod('cart-normal', 'pickup')).data).toBeNull();
    const voucher = await api.addVoucher('cart-voucher', { voucher_code: 'SAVE5', email: 'alex@example.com' });
    expect(voucher.data.voucher?.discount).toEqual({ amount: 500, currency: 'EUR' });
    expect((await api.removeVoucher('cart-voucher')).data.voucher).toBeNull();
  });

  /** An order of `cart-normal` paid by invoice. */
  const invoiceOrder = {
    cart_id: 'cart-normal',
    checkboxes: { terms: true },
    contact,
    extras: [],
    payment_method: 'invoice',
  };

  it('creates an order offline, shows it and its delivery dates, with one idempotency key per attempt', async () => {
    const first = await api.createOrder(invoiceOrder, { idempotencyKey: 'contract-attempt-1' });
    const again = await api.createOrder(invoiceOrder, { idempotencyKey: 'contract-attempt-1' });
    expect(again.data.order_id).toBe(first.data.order_id);
    expect(first.data.confirmation?.order.status).toBe('open');
    expect(first.data.confirmation?.order.cart_id).toBe('cart-normal');
    const orderId = first.data.order_id ?? '';
    expect((await api.getOrder(orderId)).data.items).toHaveLength(2);
    expect((await api.getDeliveryDates('cart-rental')).data.dates).toHaveLength(10);
  });

  it('names the cart of an order it shows, and shows a merchant only its own orders', async () => {
    const created = await api.createOrder(invoiceOrder, { idempotencyKey: 'contract-cart-of-order' });
    const orderId = created.data.order_id ?? '';
    expect((await api.getOrder(orderId)).data.order.cart_id).toBe('cart-normal');
    // The seeded orders of the update links belong to carts of their own.
    expect((await api.getOrder('ord_demo_1')).data.order.cart_id).toBe('cart-ord_demo_1');
    const wire = (await (await sandbox.app.request(`/api/demo-all/order/${orderId}`)).json()) as {
      data: { order: Record<string, unknown> };
    };
    expect(wire.data.order.cart_id).toBe('cart-normal');
    // The api key scopes the read: another merchant's key does not find the order.
    expect((await sandbox.app.request(`/api/demo-minimal/order/${orderId}`)).status).toBe(404);
  });

  it('tells what became of a cart’s payment, whichever key paid it', async () => {
    expect((await api.getPaymentStatus('cart-normal')).data).toEqual({ state: 'none', order_id: null });
    const created = await api.createOrder(invoiceOrder, { idempotencyKey: 'contract-payment-status' });
    expect((await api.getPaymentStatus('cart-normal')).data).toEqual({
      state: 'ordered',
      order_id: created.data.order_id,
    });
    await expect(api.getPaymentStatus('no-such-cart')).rejects.toMatchObject({ code: 'http', status: 404 });
  });

  it('pays with Stripe: intent, browser confirm, order, verify', async () => {
    expect((await api.getStripeKey('cart-normal')).data.key).toMatch(/^pk_test_/);
    const { data: stripe } = await api.getStripeData('cart-normal');
    const secret = stripe.client_secret ?? '';
    const intentId = secret.split('_secret_')[0] ?? '';
    const confirmed = await sandbox.send(
      'POST',
      `/sandbox/stripe/v1/payment_intents/${intentId}/confirm`,
      { client_secret: secret, payment_method_data: { type: 'card', card: { number: '4242424242424242' } } },
      { authorization: 'Bearer pk_test_sandbox_demo-all' },
    );
    expect(confirmed.status).toBe(200);
    const order = await api.createOrder({
      cart_id: 'cart-normal',
      checkboxes: {},
      contact,
      extras: [],
      payment_method: 'stripe-payment-element',
      payment_method_payload: { payment_intent_id: intentId },
    });
    const verified = await api.verifyStripeIntent(intentId, order.data.order_id ?? '');
    expect(verified.data.verified).toBe(true);
    expect((await api.createStripeCustomer('cus_demo')).data.customer_id).toBeTruthy();
    expect((await api.getSetupIntents()).data.client_secret).toBeTruthy();
  });

  it('reads the Braintree, PayPal and Adyen data and verifies bot-check tokens', async () => {
    expect((await api.getBraintreeData('cart-normal')).data.client_token).toBeTruthy();
    expect((await api.getBraintreeClientToken()).data.client_token).toBeTruthy();
    expect((await api.getPaypalData('cart-subscription')).data.paypal_client_id).toBe('sb-sandbox-demo-all');
    await expect(
      api.getAdyenPaymentDetails({
        details: { redirectResult: 'unknown' },
        paymentData: null,
        isUpdateContainer: false,
      }),
    ).rejects.toMatchObject({ code: 'http', status: 422 });
    expect((await api.verifyRecaptcha('sandbox-valid-contract')).data.success).toBe(true);
    expect((await api.verifyRecaptcha('sandbox-valid-contract')).data.success).toBe(false);
  });

  it('updates payment methods with a signed link and refuses a tampered one', async () => {
    const hash = signUpdateLink(TEST_LINK_SECRET, {
      customerId: 'cus_demo',
      orderId: 'ord_demo_1',
      isUpdateAll: false,
    });
    const body = {
      hash,
      customer_id: 'cus_demo',
      payment_method: 'braintree',
      payment_method_payload: { nonce: 'fake-valid-nonce' },
    };
    expect((await api.updateOrderPaymentMethod('ord_demo_1', body)).data.redirect).toBe(false);
    const allHash = signUpdateLink(TEST_LINK_SECRET, { customerId: 'cus_demo', orderId: '', isUpdateAll: true });
    expect((await api.updateCustomerPaymentMethods('cus_demo', { ...body, hash: allHash })).data.redirect).toBe(false);
    const refused = await api
      .updateOrderPaymentMethod('ord_demo_1', { ...body, hash: allHash })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CheckoutApiError);
    expect(refused).toMatchObject({ status: 403, message: 'This link is not valid.' });
  });

  it('reaches the system test calls', async () => {
    await expect(api.triggerTestError()).rejects.toMatchObject({ code: 'http', status: 500 });
    expect((await api.triggerTestSuccess()).data).toBeNull();
  });

  it('covered every client function', () => {
    expect([...covered].sort()).toEqual(Object.keys(checkoutRoutes).sort());
  });
});
