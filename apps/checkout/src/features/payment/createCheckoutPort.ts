import {
  type CheckoutApi,
  CheckoutApiError,
  type OrderConfirmation,
  type OrderCreateRequest,
} from '@checkout/api-client';
import type { PaymentPort } from '@checkout/payments';
import { isOrderOfCart } from '../confirmation/isOrderOfCart';
import { createApiPortCalls } from './createApiPortCalls';
import { OrderNotFoundError } from './OrderNotFoundError';

/** The order body without the provider's part: the checkout state the host adds to every order creation. */
export type OrderBase = Omit<OrderCreateRequest, 'payment_method_payload'>;

/** Options of {@link createCheckoutPort}. */
export interface CheckoutPortOptions {
  readonly api: CheckoutApi;
  readonly cartId: string;
  /** Reads the checkout state at pay time (contact, checkboxes, extras, shipping, payment method). */
  readonly orderBase: () => OrderBase;
}

/**
 * The payments package's port over the api-client, bound to one cart (the checkout flow). Every order
 * it hands the adapters is this cart's (`isOrderOfCart`): an order read naming another cart, or none,
 * rejects as {@link OrderNotFoundError}, as does the platform's 404 for an order it does not have (a
 * return's page is then the not-found page); an order-create confirmation naming another cart is
 * dropped, and one naming none is this cart's (the answer to this cart's order-create).
 */
export function createCheckoutPort({ api, cartId, orderBase }: CheckoutPortOptions): PaymentPort<OrderConfirmation> {
  const calls = createApiPortCalls(api);
  return {
    ...calls,
    async getOrder(orderId, options) {
      const confirmation = await calls.getOrder(orderId, options).catch((error: unknown) => {
        throw error instanceof CheckoutApiError && error.status === 404 ? new OrderNotFoundError(error) : error;
      });
      if (isOrderOfCart(confirmation, cartId)) return confirmation;
      throw new OrderNotFoundError();
    },
    async createOrder(submission, options) {
      const body: OrderCreateRequest = { ...orderBase(), payment_method_payload: submission.payment_method_payload };
      const { data } = await api.createOrder(body, { idempotencyKey: options.idempotencyKey, signal: options.signal });
      return {
        redirect: data.redirect,
        redirect_url: data.redirect_url,
        order_id: data.order_id,
        confirmation: createdOfCart(data.confirmation, cartId),
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

/** An order-create answer's confirmation as this cart's: naming no cart it is this cart's, naming another it is dropped. */
function createdOfCart(confirmation: OrderConfirmation | null, cartId: string): OrderConfirmation | null {
  if (confirmation === null) return null;
  if (confirmation.order.cart_id === null)
    return { ...confirmation, order: { ...confirmation.order, cart_id: cartId } };
  return isOrderOfCart(confirmation, cartId) ? confirmation : null;
}
