import { createFetchDouble } from '@checkout/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CheckoutApiError } from '../CheckoutApiError';
import { type CheckoutRouteName, checkoutRoutes } from './checkoutRoutes';
import { sendRequest } from './sendRequest';

const routeNames = Object.keys(checkoutRoutes) as CheckoutRouteName[];
const params = {
  api_key: 'demo-key',
  cart_id: 'cart-1',
  order_id: 'order-1',
  customer_id: 'customer-1',
  item_id: 'sku-1',
  country: 'DE',
  locale: 'en',
  id: 'x',
  intent_id: 'pi_1',
  step: 'contact',
};
const contact = { email: 'a@example.com', address: { billing: {}, shipping: {} } };
const update = { hash: 'h', customer_id: 'customer-1', payment_method: 'stripe' };

/** A valid wire body for every call that sends one, so arbitrary answers reach the response parsing. */
const requestBodies: Partial<Record<CheckoutRouteName, unknown>> = {
  createCartItem: { quantity: 1 },
  updateCartItem: { quantity: 2 },
  updateCartLocation: { alpha2: 'DE' },
  updateCartParams: { utm_source: 'news' },
  validateCredit: { contact, order_value: 19.99, sum_total_due: 19.99 },
  pushDataLayer: { cart_id: 'cart-1', email: null },
  validateLimits: { contact, extras: [], cart_id: 'cart-1' },
  createOrder: { cart_id: 'cart-1', checkboxes: {}, contact, extras: [], payment_method: 'stripe' },
  updateOrderPaymentMethod: update,
  updateCustomerPaymentMethods: update,
  setShippingMethod: { id: 3 },
  addVoucher: { voucher_code: 'SPRING', email: 'a@example.com' },
  getAdyenPaymentDetails: { details: {}, isUpdateContainer: false },
  verifyRecaptcha: { token: 'tok' },
};

const statuses = [200, 201, 400, 401, 403, 404, 409, 422, 429, 500, 502, 503] as const;

/** A value that looks a bit like the platform's answers: known keys with any JSON, plus anything else. */
const plausible = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue({ maxDepth: 3 }),
    fc.string({ maxLength: 20_000 }),
    fc.constantFrom('19.99', '1e999', 'NaN', 'EUR', 'XYZ', '..', null, -0, 1e308),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.constantFrom(
        'id',
        'currency',
        'items',
        'sum_total_due',
        'price',
        'quantity',
        'sku',
        'name',
        'redirect',
        'redirect_url',
        'payment_methods',
        'gateway',
        'settings',
        'order',
        'theme',
        'message',
        'errors',
        '__proto__',
        'constructor',
      ),
      tie('value'),
      { maxKeys: 8 },
    ),
  ),
})).value;

const body = fc.oneof(
  plausible.map((value) => JSON.stringify(value) ?? ''),
  plausible.map((data) => JSON.stringify({ status: true, data })),
  fc
    .record({ status: fc.constantFrom(true, false, 'true'), data: plausible, meta: plausible }, { requiredKeys: [] })
    .map((envelope) => JSON.stringify(envelope)),
  fc.string({ maxLength: 200 }),
);

describe('sendRequest with arbitrary answers', () => {
  it('resolves or rejects with a CheckoutApiError, never anything else', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routeNames),
        fc.constantFrom(...statuses),
        body,
        async (name, status, text) => {
          const double = createFetchDouble(() => new Response(text, { status }));
          const context = {
            bases: { checkout: 'http://x.test', utils: 'http://x.test', general: 'http://x.test' },
            fetch: double.fetch,
            timeoutMs: 1_000,
          };
          const outcome = await sendRequest(context, checkoutRoutes[name], params, requestBodies[name]).then(
            () => 'resolved',
            (error: unknown) => error,
          );
          if (outcome !== 'resolved') {
            expect(outcome).toBeInstanceOf(CheckoutApiError);
            expect(outcome).not.toMatchObject({ code: 'invalid_argument' });
          }
          if (status >= 400) expect(outcome).not.toBe('resolved');
        },
      ),
      { numRuns: 500 },
    );
  });
});
