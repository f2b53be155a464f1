import type * as v from 'valibot';
import { CheckoutApiError } from '../CheckoutApiError';
import type { AdyenPaymentDetailsRequest } from '../contract/AdyenPaymentDetailsRequestSchema';
import type { CartItemRequest } from '../contract/CartItemRequestSchema';
import type { CartLocationRequest } from '../contract/CartLocationRequestSchema';
import type { CartParamsRequest } from '../contract/CartParamsRequestSchema';
import type { DataLayerRequest } from '../contract/DataLayerRequestSchema';
import type { Extra } from '../contract/ExtraSchema';
import type { OrderCreateRequest } from '../contract/OrderCreateRequestSchema';
import type { PaymentMethodUpdateRequest } from '../contract/PaymentMethodUpdateRequestSchema';
import type { VoucherRequest } from '../contract/VoucherRequestSchema';
import type { WireContact } from '../contract/WireContactSchema';
import { fromMinorUnits } from '../money/fromMinorUnits';
import type { Money } from '../money/Money';
import type { CheckoutRoute, CheckoutRouteName, checkoutRoutes } from './checkoutRoutes';
import type { onDemandRoutes } from './onDemandRoutes';
import type { pageLoadRoutes } from './pageLoadRoutes';
import {
  type ApiResponse,
  type CallOptions,
  type IdempotentCallOptions,
  type RequestContext,
  sendRequest,
} from './sendRequest';

type Data<K extends CheckoutRouteName> = v.InferOutput<(typeof checkoutRoutes)[K]['response']>;
type Call<K extends CheckoutRouteName> = Promise<ApiResponse<Data<K>>>;
type PageLoadRouteName = keyof typeof pageLoadRoutes;
type OnDemandRouteName = keyof typeof onDemandRoutes;

/** Input of the `validateCredit` call: the amount as `Money`, converted to the wire decimal. */
export interface CreditCheckInput {
  contact: WireContact;
  amount: Money;
  social_security?: string | null;
}

/** Input of the `validateLimits` call. */
export interface LimitsValidationInput {
  cartId: string;
  contact: WireContact;
  extras: readonly Extra[];
}

/** The routes of every call a page does not load with, a chunk of their own (their request and provider schemas). */
export const loadOnDemandRoutes = () => import('./onDemandRoutes').then((module) => module.onDemandRoutes);

/** The routes of the calls a page loads with (`createCheckoutApi` starts importing them beside this module). */
const loadPageLoadRoutes = () => import('./pageLoadRoutes').then((module) => module.pageLoadRoutes);

/**
 * The function of every platform call (spec §7), for `createCheckoutApi`, which imports this
 * module on its first call: a page the server rendered came with its data and makes no call before its
 * shopper acts, so its start-up script holds neither these functions, nor the sending, nor the routes.
 * Each table of routes, those a page loads with and the others, is a chunk of its own imported on the
 * first call that needs it; a failed import rejects like a dropped connection (`network`).
 */
export function checkoutCalls(context: RequestContext, apiKey: string) {
  // One sender per table of routes: it waits for the table, then sends.
  const via =
    <N extends CheckoutRouteName>(routes: () => Promise<Readonly<Record<N, CheckoutRoute>>>) =>
    <K extends N>(
      name: K,
      params: Record<string, unknown>,
      body: unknown,
      callOptions: IdempotentCallOptions | undefined,
    ): Call<K> =>
      routes().then(
        (loaded) => sendRequest(context, loaded[name], { api_key: apiKey, ...params }, body, callOptions),
        (error: unknown) => Promise.reject(CheckoutApiError.from(error)),
      );
  const call = via<PageLoadRouteName>(loadPageLoadRoutes);
  const later = via<OnDemandRouteName>(loadOnDemandRoutes);
  const money = (amount: Money) =>
    typeof amount === 'object' && amount !== null ? fromMinorUnits(amount.amount, amount.currency) : Number.NaN;

  return {
    /** Loads a cart (`GET /cart/{cart_id}`). */
    getCart: (cartId: string, o?: CallOptions) => call('getCart', { cart_id: cartId }, undefined, o),
    /** Adds an item by sku (`POST /cart/{cart_id}/items/{item_id}`); resolves to the cart. */
    createCartItem: (cartId: string, sku: string, body: CartItemRequest, o?: CallOptions) =>
      later('createCartItem', { cart_id: cartId, item_id: sku }, body, o),
    /** Changes an item (`PUT /cart/{cart_id}/items/{item_id}`); resolves to the cart. */
    updateCartItem: (cartId: string, itemId: string, body: CartItemRequest, o?: CallOptions) =>
      later('updateCartItem', { cart_id: cartId, item_id: itemId }, body, o),
    /** Removes an item (`DELETE /cart/{cart_id}/items/{item_id}`); resolves to the cart. */
    removeCartItem: (cartId: string, itemId: string, o?: CallOptions) =>
      later('removeCartItem', { cart_id: cartId, item_id: itemId }, undefined, o),
    /** Sets the cart's location (`PUT /cart/{cart_id}/location`); resolves to the cart. */
    updateCartLocation: (cartId: string, body: CartLocationRequest, o?: CallOptions) =>
      later('updateCartLocation', { cart_id: cartId }, body, o),
    /** Resets a cart (`POST /cart/{cart_id}/reset`); resolves to the cart. */
    resetCart: (cartId: string, o?: CallOptions) => later('resetCart', { cart_id: cartId }, undefined, o),
    /** Runs the stock check (`GET /cart/{cart_id}/stock-validation`). */
    validateStock: (cartId: string, o?: CallOptions) => later('validateStock', { cart_id: cartId }, undefined, o),
    /** Stores the visit's UTM parameters (`PUT /cart/{cart_id}/params`). */
    updateCartParams: (cartId: string, body: CartParamsRequest, o?: CallOptions) =>
      later('updateCartParams', { cart_id: cartId }, body, o),
    /** Runs the credit check (`POST /cart/{cart_id}/crif-validate`), sending the amount as both `order_value` and `sum_total_due`. */
    validateCredit: (cartId: string, input: CreditCheckInput, o?: CallOptions) =>
      guard(() => {
        const decimal = money(input.amount);
        const body = {
          contact: input.contact,
          order_value: decimal,
          sum_total_due: decimal,
          social_security: input.social_security,
        };
        return later('validateCredit', { cart_id: cartId }, body, o);
      }),
    /** Pushes a data-layer step (`POST /data-layer?step={step}`) and resolves to the entries to push. */
    pushDataLayer: (step: string, body: DataLayerRequest, o?: CallOptions) => call('pushDataLayer', { step }, body, o),
    /** Checks the merchant's limits (`POST /validate-limits`); resolves to the cart. */
    validateLimits: (input: LimitsValidationInput, o?: CallOptions) =>
      later('validateLimits', {}, { contact: input.contact, extras: input.extras, cart_id: input.cartId }, o),
    /** Creates the order (`POST /order-create`, also the Adyen flow) with an `Idempotency-Key`. */
    createOrder: (body: OrderCreateRequest, o?: IdempotentCallOptions) => later('createOrder', {}, body, o),
    /** Reads what became of the cart's payment, whichever tab or key paid it (`GET /cart/{cart_id}/payment-status`). */
    getPaymentStatus: (cartId: string, o?: CallOptions) => later('getPaymentStatus', { cart_id: cartId }, undefined, o),
    /** Loads an order confirmation (`GET /order/{order_id}`). */
    getOrder: (orderId: string, o?: CallOptions) => call('getOrder', { order_id: orderId }, undefined, o),
    /** Loads delivery availability (`GET /order/{order_id}/delivery-dates`). */
    getDeliveryDates: (orderId: string, o?: CallOptions) =>
      call('getDeliveryDates', { order_id: orderId }, undefined, o),
    /** Loads the merchant's translation override (`GET /locale`). */
    getLocale: (o?: CallOptions) => call('getLocale', {}, undefined, o),
    /** Loads the merchant's styling override (`GET /styling`). */
    getStyling: (o?: CallOptions) => call('getStyling', {}, undefined, o),
    /** Loads the merchant's theme (`GET /theme`). */
    getTheme: (o?: CallOptions) => call('getTheme', {}, undefined, o),
    /** Replaces the payment method of one order (`PUT /orders/{order_id}/payment-methods`) with an `Idempotency-Key`. */
    updateOrderPaymentMethod: (orderId: string, body: PaymentMethodUpdateRequest, o?: IdempotentCallOptions) =>
      later('updateOrderPaymentMethod', { order_id: orderId }, body, o),
    /** Replaces the payment method of all of a customer's orders (`PUT /customers/{customer_id}/payment-methods`); 40 s timeout. */
    updateCustomerPaymentMethods: (customerId: string, body: PaymentMethodUpdateRequest, o?: IdempotentCallOptions) =>
      later('updateCustomerPaymentMethods', { customer_id: customerId }, body, o),
    /** Loads the payment options for a locale (`GET /payments/{locale}`). */
    getPaymentOptions: (locale: string, o?: CallOptions) => call('getPaymentOptions', { locale }, undefined, o),
    /** Loads the cart's shipping countries (`GET /cart/{cart_id}/shipping-countries`). */
    getShippingCountries: (cartId: string, o?: CallOptions) =>
      call('getShippingCountries', { cart_id: cartId }, undefined, o),
    /** Loads the shipping methods for a country alpha2 (`GET /cart/{cart_id}/shipping-countries/{country}/shipping-methods`). */
    getShippingMethodsForCountry: (cartId: string, alpha2: string, o?: CallOptions) =>
      call('getShippingMethodsForCountry', { cart_id: cartId, country: alpha2 }, undefined, o),
    /** Loads the cart's shipping methods (`GET /cart/{cart_id}/shipping-methods`). */
    getShippingMethods: (cartId: string, o?: CallOptions) =>
      call('getShippingMethods', { cart_id: cartId }, undefined, o),
    /** Chooses a shipping method (`PUT /cart/{cart_id}/shipping-method`); reload the cart afterwards. */
    setShippingMethod: (cartId: string, methodId: string | number, o?: CallOptions) =>
      later('setShippingMethod', { cart_id: cartId }, { id: methodId }, o),
    /** Applies a voucher (`POST /cart/{cart_id}/voucher`); resolves to the cart. */
    addVoucher: (cartId: string, body: VoucherRequest, o?: CallOptions) =>
      later('addVoucher', { cart_id: cartId }, body, o),
    /** Removes the voucher (`DELETE /cart/{cart_id}/voucher`); resolves to the cart. */
    removeVoucher: (cartId: string, o?: CallOptions) => later('removeVoucher', { cart_id: cartId }, undefined, o),
    /** Loads the cart's Stripe data (`GET /cart/{cart_id}/psp/stripe`). */
    getStripeData: (cartId: string, o?: CallOptions) => later('getStripeData', { cart_id: cartId }, undefined, o),
    /** Loads the Stripe publishable key for a cart (`GET /psp/stripe/cart/{cart_id}/key`). */
    getStripeKey: (cartId: string, o?: CallOptions) => later('getStripeKey', { cart_id: cartId }, undefined, o),
    /** Creates a Stripe customer (`POST /psp/stripe/{id}`). */
    createStripeCustomer: (id: string, o?: CallOptions) => later('createStripeCustomer', { id }, undefined, o),
    /** Verifies a Stripe intent for an order (`POST /psp/stripe/{intent_id}/order/{order_id}/verify`). */
    verifyStripeIntent: (intentId: string, orderId: string, o?: CallOptions) =>
      later('verifyStripeIntent', { intent_id: intentId, order_id: orderId }, undefined, o),
    /** Loads a Stripe setup intent (`GET /setup-intents`). */
    getSetupIntents: (o?: CallOptions) => later('getSetupIntents', {}, undefined, o),
    /** Loads the cart's Braintree data (`GET /cart/{cart_id}/psp/braintree`). */
    getBraintreeData: (cartId: string, o?: CallOptions) => later('getBraintreeData', { cart_id: cartId }, undefined, o),
    /** Loads a Braintree client token without a cart, for the update flow (`GET /psp/braintree`). */
    getBraintreeClientToken: (o?: CallOptions) => later('getBraintreeClientToken', {}, undefined, o),
    /** Loads the cart's PayPal data (`GET /cart/{cart_id}/psp/paypal`). */
    getPaypalData: (cartId: string, o?: CallOptions) => later('getPaypalData', { cart_id: cartId }, undefined, o),
    /** Loads the merchant's currency (`GET /currency`). */
    getCurrency: (o?: CallOptions) => later('getCurrency', {}, undefined, o),
    /** Submits Adyen's additional details (`POST /adyen/paymentDetails`). */
    getAdyenPaymentDetails: (body: AdyenPaymentDetailsRequest, o?: CallOptions) =>
      later('getAdyenPaymentDetails', {}, body, o),
    /** Verifies a bot-check token (`POST /utils/verify-recaptcha`, utils base). */
    verifyRecaptcha: (token: string, o?: CallOptions) => later('verifyRecaptcha', {}, { token }, o),
    /** Asks the platform for a test error (`POST /api/system/test/error`, general base). */
    triggerTestError: (o?: CallOptions) => later('triggerTestError', {}, undefined, o),
    /** Asks the platform for a test success (`POST /api/system/test/success`, general base). */
    triggerTestSuccess: (o?: CallOptions) => later('triggerTestSuccess', {}, undefined, o),
  };
}

/** Runs `build`, turning a synchronous throw (a bad amount) into a rejected `CheckoutApiError`. */
function guard<T>(build: () => Promise<T>): Promise<T> {
  try {
    return build();
  } catch (error) {
    return Promise.reject(CheckoutApiError.from(error));
  }
}
