import { createFetchDouble, jsonResponse } from '@checkout/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutApiError } from '../CheckoutApiError';
import { type CheckoutApi, createCheckoutApi } from './createCheckoutApi';
import { WRITE_REQUEST_HEADER } from './WRITE_REQUEST_HEADER';

const wireCart = {
  id: 'cart-1',
  currency: 'EUR',
  items: [{ id: 7, sku: 'BIKE-1', name: 'Bike', quantity: 2, price: 19.99 }],
  draft_id: null,
  sum_total_due: '39.98',
};

const contact = {
  email: 'a@example.com',
  address: { billing: { first_name: 'A', note: 'ring twice' }, shipping: { first_name: 'A' } },
};

function setup(handler: Parameters<typeof createFetchDouble>[0] = () => jsonResponse({ status: true, data: null })) {
  const double = createFetchDouble(handler);
  const api = createCheckoutApi({
    checkoutApiBase: 'http://checkout.test/',
    generalApiBase: 'http://general.test',
    utilsApiBase: 'http://utils.test/base',
    apiKey: 'demo-key',
    fetch: double.fetch,
  });
  return { api, double };
}

async function rejection(promise: Promise<unknown>): Promise<CheckoutApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof CheckoutApiError)) throw new Error(`Expected a CheckoutApiError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createCheckoutApi', () => {
  it('unwraps the envelope and converts cart amounts to minor units', async () => {
    const { api, double } = setup(() => jsonResponse({ status: true, data: wireCart }));
    const { data, meta } = await api.getCart('cart-1');
    expect(double.requests[0]?.url).toBe('http://checkout.test/api/demo-key/cart/cart-1');
    expect(double.requests[0]?.method).toBe('GET');
    expect(data.sum_total_due).toEqual({ amount: 3998, currency: 'EUR' });
    expect(data.items[0]).toMatchObject({ id: '7', price: { amount: 1999 }, total: { amount: 3998 } });
    expect(meta).toBeNull();
  });

  it('returns the pagination meta when the answer carries one', async () => {
    const meta = { current_page: 1, last_page: 3, per_page: 10, total: 25 };
    const { api } = setup(() =>
      jsonResponse({ status: true, is_paginated: true, data: [{ alpha2: 'de', name: 'Germany' }], meta }),
    );
    const result = await api.getShippingCountries('cart-1');
    expect(result.data).toEqual([{ alpha2: 'DE', name: 'Germany' }]);
    expect(result.meta).toEqual(meta);
  });

  it.each([
    ['checkout', (api: CheckoutApi) => api.getTheme(), 'http://checkout.test/api/demo-key/theme'],
    ['utils', (api: CheckoutApi) => api.verifyRecaptcha('tok'), 'http://utils.test/base/utils/verify-recaptcha'],
    ['general', (api: CheckoutApi) => api.triggerTestSuccess(), 'http://general.test/api/system/test/success'],
  ])('sends %s calls to their own base', async (_base, run, url) => {
    const { api, double } = setup(() =>
      jsonResponse({ status: true, data: { theme: { light: {}, rootVariables: {} }, success: true } }),
    );
    await run(api);
    expect(double.requests[0]?.url).toBe(url);
  });

  it('sends request bodies as JSON and money as the wire decimal', async () => {
    const { api, double } = setup(() => jsonResponse({ status: true, data: { valid: true } }));
    await api.validateCredit('cart-1', { contact, amount: { amount: 1999, currency: 'EUR' }, social_security: null });
    const request = double.requests[0];
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toMatchObject({ order_value: 19.99, sum_total_due: 19.99 });
  });

  it('marks writes without a body with the header that forces a CORS preflight, and only those', async () => {
    const { api, double } = setup(() => jsonResponse({ status: true, data: {} }));
    await api.removeCartItem('cart-1', 'tripod').catch(() => undefined);
    await api.resetCart('cart-1').catch(() => undefined);
    await api.removeVoucher('cart-1').catch(() => undefined);
    await api.getShippingCountries('cart-1').catch(() => undefined);
    await api.verifyRecaptcha('tok').catch(() => undefined);
    expect(double.requests.map((request) => request.headers[WRITE_REQUEST_HEADER])).toEqual([
      '1',
      '1',
      '1',
      undefined,
      undefined,
    ]);
  });

  it('encodes path and query parameters', async () => {
    const { api, double } = setup(() => jsonResponse({ status: true, data: {} }));
    await api.pushDataLayer('payment info', { cart_id: 'cart-1', email: null });
    await api.removeCartItem('cart-1', 'SKU 12?x', { signal: new AbortController().signal }).catch(() => undefined);
    expect(double.requests.map((request) => request.url)).toEqual([
      'http://checkout.test/api/demo-key/data-layer?step=payment%20info',
      'http://checkout.test/api/demo-key/cart/cart-1/items/SKU%2012%3Fx',
    ]);
  });

  it.each([
    ['api_key', () => createCheckoutApi({ checkoutApiBase: 'http://x', apiKey: '../admin' }).getTheme()],
    ['cart_id', () => setup().api.getCart('a/b')],
    ['order_id', () => setup().api.getOrder('..')],
    [
      'customer_id',
      () =>
        setup().api.updateCustomerPaymentMethods('%2e%2e', { hash: 'h', customer_id: 'c', payment_method: 'stripe' }),
    ],
  ])('rejects an unsafe %s with invalid_argument before any request', async (name, run) => {
    const error = await rejection(run());
    expect(error.code).toBe('invalid_argument');
    expect(error.path).toBe(name);
  });

  it('rejects a request body that breaks its schema with the failing path', async () => {
    const { api, double } = setup();
    const error = await rejection(api.updateCartItem('cart-1', 'item-1', { quantity: 0 }));
    expect(error).toMatchObject({ code: 'invalid_argument', path: 'body.quantity' });
    expect(double.requests).toHaveLength(0);
  });

  // 400 is how the sandbox refuses text the database cannot store (a NUL, a lone surrogate) on its field.
  it.each([422, 400])(
    'turns a %i answer into an http error with the server message and field errors',
    async (status) => {
      const { api } = setup(() =>
        jsonResponse(
          {
            status: false,
            message: 'The given data was invalid.',
            errors: { 'contact.email': ['The email field is required.'] },
          },
          status,
        ),
      );
      const error = await rejection(api.validateLimits({ cartId: 'cart-1', contact, extras: [] }));
      expect(error).toMatchObject({
        code: 'http',
        status,
        message: 'The given data was invalid.',
        serverMessage: 'The given data was invalid.',
        fieldErrors: { 'contact.email': ['The email field is required.'] },
      });
    },
  );

  it.each([
    [500, 'Server error'],
    [404, 'An error occurred'],
  ])('gives a %i answer without a body the generic message', async (status, message) => {
    const { api } = setup(() => new Response('<html>oops</html>', { status }));
    const error = await rejection(api.getCart('cart-1'));
    expect(error).toMatchObject({ code: 'http', status, message, serverMessage: undefined });
  });

  it.each([
    ['a body that is not JSON', () => new Response('not json'), ''],
    ['an envelope without status true', () => jsonResponse({ status: false, data: wireCart }), 'status'],
    [
      'data that breaks the schema',
      () => jsonResponse({ status: true, data: { ...wireCart, items: [{}] } }),
      'data.items.0.id',
    ],
    [
      'an amount the currency cannot hold',
      () => jsonResponse({ status: true, data: { ...wireCart, items: [], currency: 'XYZ' } }),
      'data.sum_total_due',
    ],
  ])('rejects %s as invalid_response naming the path', async (_case, handler, path) => {
    const { api } = setup(handler);
    const error = await rejection(api.getCart('cart-1'));
    expect(error).toMatchObject({ code: 'invalid_response', path });
  });

  it('turns a failing fetch into a network error', async () => {
    const { api } = setup(() => Promise.reject(new TypeError('fetch failed')));
    const error = await rejection(api.getCart('cart-1'));
    expect(error).toMatchObject({ code: 'network', message: 'fetch failed' });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('times out a call that does not answer in time', async () => {
    const { api } = setup(() => new Promise<Response>(() => undefined));
    const error = await rejection(api.getCart('cart-1', { timeoutMs: 10 }));
    expect(error.code).toBe('timeout');
  });

  it('waits 40 000 ms for the update of all payment methods and the default 20 000 ms elsewhere', async () => {
    vi.useFakeTimers();
    const { api } = setup(() => new Promise<Response>(() => undefined));
    const body = { hash: 'h', customer_id: 'c-1', payment_method: 'stripe' };
    const updateAll = rejection(api.updateCustomerPaymentMethods('c-1', body));
    const updateOne = rejection(api.updateOrderPaymentMethod('o-1', body));
    let settledAll = false;
    void updateAll.then(() => {
      settledAll = true;
    });
    await vi.advanceTimersByTimeAsync(20_000);
    expect((await updateOne).code).toBe('timeout');
    await vi.advanceTimersByTimeAsync(19_999);
    expect(settledAll).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await updateAll).code).toBe('timeout');
  });

  it('rejects with aborted when the caller aborts during the call', async () => {
    const { api } = setup(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const pending = rejection(api.getCart('cart-1', { signal: controller.signal }));
    controller.abort();
    expect((await pending).code).toBe('aborted');
  });

  it('does not send a call whose signal is already aborted', async () => {
    const { api, double } = setup();
    const controller = new AbortController();
    controller.abort(new Error('left the page'));
    const error = await rejection(api.getLocale({ signal: controller.signal }));
    expect(error.code).toBe('aborted');
    expect(double.requests).toHaveLength(0);
  });

  it('sends a fresh Idempotency-Key with each order creation and none with plain calls', async () => {
    const { api, double } = setup(() => jsonResponse({ status: true, data: { redirect: false } }));
    const order = {
      cart_id: 'cart-1',
      checkboxes: { terms: true },
      contact,
      extras: [],
      payment_method: 'offlinegateway',
    };
    await api.createOrder(order);
    await api.createOrder(order);
    await api.getTheme().catch(() => undefined);
    const [first, second, plain] = double.requests.map((request) => request.headers['idempotency-key']);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
    expect(plain).toBeUndefined();
  });

  it('hands the Idempotency-Key of a failed update back so a manual retry can reuse it', async () => {
    const { api, double } = setup(() => jsonResponse({ message: 'Server error' }, 503));
    const body = { hash: 'h', customer_id: 'c-1', payment_method: 'braintree' };
    const error = await rejection(api.updateOrderPaymentMethod('o-1', body));
    expect(error.idempotencyKey).toBe(double.requests[0]?.headers['idempotency-key']);
    await rejection(api.updateOrderPaymentMethod('o-1', body, { idempotencyKey: error.idempotencyKey }));
    expect(double.requests[1]?.headers['idempotency-key']).toBe(error.idempotencyKey);
  });

  it('reads a redirect from the order answer', async () => {
    const { api } = setup(() =>
      jsonResponse({ status: true, data: { redirect: true, redirect_url: 'https://psp.test/pay' } }),
    );
    const { data } = await api.createOrder({
      cart_id: 'cart-1',
      checkboxes: {},
      contact,
      extras: [],
      payment_method: 'mollie',
    });
    expect(data).toMatchObject({ redirect: true, redirect_url: 'https://psp.test/pay', confirmation: null });
  });
});
