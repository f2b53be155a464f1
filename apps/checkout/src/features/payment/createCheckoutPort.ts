import type { CheckoutApi, OrderConfirmation, OrderCreateRequest } from '@checkout/api-client';
import type { PaymentPort } from '@checkout/payments';
import { createApiPortCalls } from './createApiPortCalls';

/** The order body without the provider's part: the checkout state the host adds to every order creation. */
export type OrderBase = Omit<OrderCreateRequest, 'payment_method_payload'>;

/** Options of {@link createCheckoutPort}. */
export interface CheckoutPortOptions {
  readonly api: CheckoutApi;
  readonly cartId: string;
  /** Reads the checkout state at pay time (contact, checkboxes, extras, shipping, payment method). */
  readonly orderBase: () => OrderBase;
}

/** The payments package's port over the api-client, bound to one cart (the checkout flow). */
export function createCheckoutPort({ api, cartId, orderBase }: CheckoutPortOptions): PaymentPort<OrderConfirmation> {
  return {
    ...createApiPortCalls(api),
    async createOrder(submission, options) {
      const body: OrderCreateRequest = { ...orderBase(), payment_method_payload: submission.payment_method_payload };
      const { data } = await api.createOrder(body, { idempotencyKey: options.idempotencyKey, signal: options.signal });
      return {
        redirect: data.redirect,
        redirect_url: data.redirect_url,
        order_id: data.order_id,
        confirmation: data.confirmation,
      };
    },
    getShopper() {
      const { email, phone, address } = orderBase().contact;
      const billing = address.billing;
      return {
        email: email || null,
        phone: phone ?? null,
        billing: {
          firstName: billing.first_name ?? null,
          lastName: billing.last_name ?? null,
          street: billing.street ?? null,
          streetNumber: billing.street_number ?? null,
          addition: billing.address_addition ?? null,
          postalCode: billing.postal_code ?? null,
          city: billing.city ?? null,
          region: billing.region ?? null,
          countryCode: billing.alpha2 ?? null,
        },
      };
    },
    updatePaymentMethods: () => Promise.reject(new Error('The checkout flow does not update payment methods.')),
    getStripeData: async (options) => {
      const { data } = await api.getStripeData(cartId, { signal: options?.signal });
      return {
        client_secret: data.client_secret ?? null,
        customer_id: data.customer_id ?? null,
        version: data.version === 1 || data.version === 2 ? data.version : null,
      };
    },
    getStripeKey: async (options) => {
      const { data } = await api.getStripeKey(cartId, { signal: options?.signal });
      return { key: data.key, account_id: data.account_id ?? null };
    },
    verifyStripeIntent: async (intentId, orderId, options) => {
      const { data } = await api.verifyStripeIntent(intentId, orderId, { signal: options?.signal });
      return { verified: data.verified, redirect: data.redirect, redirect_url: data.redirect_url };
    },
    getBraintreeData: async (scope, options) => {
      const call =
        scope === 'cart'
          ? api.getBraintreeData(cartId, { signal: options?.signal })
          : api.getBraintreeClientToken({ signal: options?.signal });
      return { client_token: (await call).data.client_token };
    },
    getPaypalData: async (options) => {
      const { data } = await api.getPaypalData(cartId, { signal: options?.signal });
      return { paypal_client_id: data.paypal_client_id, plan_id: data.plan_id ?? null };
    },
  };
}
