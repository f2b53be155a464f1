import { readFileSync } from 'node:fs';
import { createFetchDouble, jsonResponse } from '@checkout/test-utils';
import { describe, expect, it } from 'vitest';
import { checkoutCalls } from './checkoutCalls';
import { type CheckoutRouteName, checkoutRoutes, DEFAULT_TIMEOUT_MS } from './checkoutRoutes';
import { type CheckoutApi, createCheckoutApi } from './createCheckoutApi';
import { onDemandRoutes } from './onDemandRoutes';
import { pageLoadRoutes } from './pageLoadRoutes';

const contact = { email: 'a@example.com', address: { billing: {}, shipping: {} } };
const update = { hash: 'h', customer_id: 'c-1', payment_method: 'stripe' };

/** How to call each client function, and the parameters its path template should receive. */
const calls: Record<CheckoutRouteName, [run: (api: CheckoutApi) => Promise<unknown>, params: Record<string, string>]> =
  {
    getCart: [(api) => api.getCart('c1'), { cart_id: 'c1' }],
    createCartItem: [(api) => api.createCartItem('c1', 'sku', { quantity: 1 }), { cart_id: 'c1', item_id: 'sku' }],
    updateCartItem: [(api) => api.updateCartItem('c1', 'i1', { quantity: 1 }), { cart_id: 'c1', item_id: 'i1' }],
    removeCartItem: [(api) => api.removeCartItem('c1', 'i1'), { cart_id: 'c1', item_id: 'i1' }],
    updateCartLocation: [(api) => api.updateCartLocation('c1', { alpha2: 'DE' }), { cart_id: 'c1' }],
    resetCart: [(api) => api.resetCart('c1'), { cart_id: 'c1' }],
    validateStock: [(api) => api.validateStock('c1'), { cart_id: 'c1' }],
    updateCartParams: [(api) => api.updateCartParams('c1', {}), { cart_id: 'c1' }],
    validateCredit: [
      (api) => api.validateCredit('c1', { contact, amount: { amount: 100, currency: 'EUR' } }),
      { cart_id: 'c1' },
    ],
    pushDataLayer: [(api) => api.pushDataLayer('contact', { cart_id: 'c1' }), { step: 'contact' }],
    validateLimits: [(api) => api.validateLimits({ cartId: 'c1', contact, extras: [] }), {}],
    createOrder: [
      (api) => api.createOrder({ cart_id: 'c1', checkboxes: {}, contact, extras: [], payment_method: 'stripe' }),
      {},
    ],
    getPaymentStatus: [(api) => api.getPaymentStatus('c1'), { cart_id: 'c1' }],
    getOrder: [(api) => api.getOrder('o1'), { order_id: 'o1' }],
    getDeliveryDates: [(api) => api.getDeliveryDates('o1'), { order_id: 'o1' }],
    getLocale: [(api) => api.getLocale(), {}],
    getStyling: [(api) => api.getStyling(), {}],
    getTheme: [(api) => api.getTheme(), {}],
    updateOrderPaymentMethod: [(api) => api.updateOrderPaymentMethod('o1', update), { order_id: 'o1' }],
    updateCustomerPaymentMethods: [(api) => api.updateCustomerPaymentMethods('u1', update), { customer_id: 'u1' }],
    getPaymentOptions: [(api) => api.getPaymentOptions('de'), { locale: 'de' }],
    getShippingCountries: [(api) => api.getShippingCountries('c1'), { cart_id: 'c1' }],
    getShippingMethodsForCountry: [
      (api) => api.getShippingMethodsForCountry('c1', 'AT'),
      { cart_id: 'c1', country: 'AT' },
    ],
    getShippingMethods: [(api) => api.getShippingMethods('c1'), { cart_id: 'c1' }],
    setShippingMethod: [(api) => api.setShippingMethod('c1', 'm1'), { cart_id: 'c1' }],
    addVoucher: [(api) => api.addVoucher('c1', { voucher_code: 'V', email: 'a@example.com' }), { cart_id: 'c1' }],
    removeVoucher: [(api) => api.removeVoucher('c1'), { cart_id: 'c1' }],
    getStripeData: [(api) => api.getStripeData('c1'), { cart_id: 'c1' }],
    getStripeKey: [(api) => api.getStripeKey('c1'), { cart_id: 'c1' }],
    createStripeCustomer: [(api) => api.createStripeCustomer('s1'), { id: 's1' }],
    verifyStripeIntent: [(api) => api.verifyStripeIntent('pi1', 'o1'), { intent_id: 'pi1', order_id: 'o1' }],
    getSetupIntents: [(api) => api.getSetupIntents(), {}],
    getBraintreeData: [(api) => api.getBraintreeData('c1'), { cart_id: 'c1' }],
    getBraintreeClientToken: [(api) => api.getBraintreeClientToken(), {}],
    getPaypalData: [(api) => api.getPaypalData('c1'), { cart_id: 'c1' }],
    getCurrency: [(api) => api.getCurrency(), {}],
    getAdyenPaymentDetails: [(api) => api.getAdyenPaymentDetails({ details: {}, isUpdateContainer: false }), {}],
    verifyRecaptcha: [(api) => api.verifyRecaptcha('tok'), {}],
    triggerTestError: [(api) => api.triggerTestError(), {}],
    triggerTestSuccess: [(api) => api.triggerTestSuccess(), {}],
  };

describe('checkoutRoutes', () => {
  it('has a client function for every route and a route for every client function', () => {
    const api = createCheckoutApi({ checkoutApiBase: 'http://x.test', apiKey: 'k' });
    const { preloadOnDemandCalls, ...calls } = api;
    expect(typeof preloadOnDemandCalls).toBe('function');
    expect(Object.keys(calls).sort()).toEqual(Object.keys(checkoutRoutes).sort());
  });

  it('has a function in the calls imported on the first call for every route, and no other', () => {
    const context = {
      bases: { checkout: 'http://x.test', general: 'http://x.test', utils: 'http://x.test' },
      fetch,
      timeoutMs: 1,
    };
    expect(Object.keys(checkoutCalls(context, 'k')).sort()).toEqual(Object.keys(checkoutRoutes).sort());
  });

  it('holds the calls a page loads with and leaves every other call to the on-demand table', () => {
    expect(Object.keys(pageLoadRoutes).filter((name) => name in onDemandRoutes)).toEqual([]);
    expect(Object.keys(pageLoadRoutes).sort()).toEqual(
      [
        'getCart',
        'getDeliveryDates',
        'getLocale',
        'getOrder',
        'getPaymentOptions',
        'getShippingCountries',
        'getShippingMethods',
        'getShippingMethodsForCountry',
        'getStyling',
        'getTheme',
        'pushDataLayer',
      ].sort(),
    );
    expect({ ...pageLoadRoutes, ...onDemandRoutes }).toEqual(checkoutRoutes);
  });

  it.each(Object.keys(calls) as CheckoutRouteName[])('sends %s with its route method and path', async (name) => {
    const double = createFetchDouble(() => jsonResponse({ status: true, data: null }));
    const api = createCheckoutApi({ checkoutApiBase: 'http://x.test', apiKey: 'k', fetch: double.fetch });
    const [run, params] = calls[name];
    await run(api).catch(() => undefined);
    const route = checkoutRoutes[name];
    const path = route.path.replace(/\{([a-z_]+)\}/g, (_match, key: string) =>
      key === 'api_key' ? 'k' : (params[key] ?? '?'),
    );
    expect(double.requests).toHaveLength(1);
    expect(double.requests[0]?.method).toBe(route.method);
    expect(double.requests[0]?.url).toBe(`http://x.test${path}`);
  });

  it('lists every call in the README table, with method, path and timeout', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const rows = Object.entries(checkoutRoutes).map(
      ([name, route]) =>
        `| \`${name}\` | ${route.method} | \`${route.path}\` | ${(route.timeoutMs ?? DEFAULT_TIMEOUT_MS).toLocaleString('en-US')} ms | ${name in pageLoadRoutes ? 'on the first page-load call' : 'on first use'} |`,
    );
    const table = [
      '| function | method | path | timeout | route loaded |',
      '| --- | --- | --- | --- | --- |',
      ...rows,
    ].join('\n');
    expect(readme).toContain(table);
  });
});
