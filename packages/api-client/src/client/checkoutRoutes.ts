import type * as v from 'valibot';
import { AdyenPaymentDetailsRequestSchema } from '../contract/AdyenPaymentDetailsRequestSchema';
import { AdyenPaymentDetailsSchema } from '../contract/AdyenPaymentDetailsSchema';
import { BraintreeDataSchema } from '../contract/BraintreeDataSchema';
import { CartItemRequestSchema } from '../contract/CartItemRequestSchema';
import { CartLocationRequestSchema } from '../contract/CartLocationRequestSchema';
import { CartParamsRequestSchema } from '../contract/CartParamsRequestSchema';
import { CartSchema } from '../contract/CartSchema';
import { CreditCheckRequestSchema } from '../contract/CreditCheckRequestSchema';
import { CreditCheckResultSchema } from '../contract/CreditCheckResultSchema';
import { CurrencyInfoSchema } from '../contract/CurrencyInfoSchema';
import { DataLayerRequestSchema } from '../contract/DataLayerRequestSchema';
import { DataLayerSchema } from '../contract/DataLayerSchema';
import { DeliveryAvailabilitySchema } from '../contract/DeliveryAvailabilitySchema';
import { EmptyResponseSchema } from '../contract/EmptyResponseSchema';
import { LimitsValidationRequestSchema } from '../contract/LimitsValidationRequestSchema';
import { LocaleOverrideSchema } from '../contract/LocaleOverrideSchema';
import { OrderConfirmationSchema } from '../contract/OrderConfirmationSchema';
import { OrderCreateRequestSchema } from '../contract/OrderCreateRequestSchema';
import { OrderCreateResultSchema } from '../contract/OrderCreateResultSchema';
import { PaymentMethodUpdateRequestSchema } from '../contract/PaymentMethodUpdateRequestSchema';
import { PaymentOptionsSchema } from '../contract/PaymentOptionsSchema';
import { PaypalDataSchema } from '../contract/PaypalDataSchema';
import { RecaptchaRequestSchema } from '../contract/RecaptchaRequestSchema';
import { RecaptchaVerificationSchema } from '../contract/RecaptchaVerificationSchema';
import { RedirectSchema } from '../contract/RedirectSchema';
import { SetupIntentSchema } from '../contract/SetupIntentSchema';
import { ShippingCountriesSchema } from '../contract/ShippingCountriesSchema';
import { ShippingMethodsSchema } from '../contract/ShippingMethodsSchema';
import { ShippingMethodUpdateRequestSchema } from '../contract/ShippingMethodUpdateRequestSchema';
import { StockValidationSchema } from '../contract/StockValidationSchema';
import { StripeCustomerSchema } from '../contract/StripeCustomerSchema';
import { StripeDataSchema } from '../contract/StripeDataSchema';
import { StripeKeySchema } from '../contract/StripeKeySchema';
import { StripeVerificationSchema } from '../contract/StripeVerificationSchema';
import { StylingSchema } from '../contract/StylingSchema';
import { ThemeSchema } from '../contract/ThemeSchema';
import { VoucherRequestSchema } from '../contract/VoucherRequestSchema';

/** An HTTP method the platform uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Which configured base a path goes to: `/api/{api_key}/...`, `/utils/...` or `/api/system/...`. */
export type ApiBase = 'checkout' | 'utils' | 'general';

/** One call of spec §7: method, base, path template, body and answer schemas, timeout and idempotency. */
export interface CheckoutRoute {
  readonly method: HttpMethod;
  readonly base: ApiBase;
  /** Full path template with `{param}` placeholders, appended to the base. */
  readonly path: string;
  /** Schema of the request body on the wire, `null` when the call sends none. */
  readonly request: v.GenericSchema | null;
  /** Schema of the envelope's `data`; its input is the wire shape, its output what the client returns. */
  readonly response: v.GenericSchema;
  /** Timeout of this call in ms, `null` for the client's default. */
  readonly timeoutMs: number | null;
  /** Whether the call sends an `Idempotency-Key` header. */
  readonly idempotent: boolean;
}

/** The default timeout of a call without its own, in ms. */
export const DEFAULT_TIMEOUT_MS = 20_000;

/** Timeout of updating the payment method of all of a customer's orders (spec §7, §9). */
export const UPDATE_ALL_PAYMENT_METHODS_TIMEOUT_MS = 40_000;

function route<TResponse extends v.GenericSchema, TRequest extends v.GenericSchema | null = null>(
  method: HttpMethod,
  path: string,
  response: TResponse,
  extra: { request?: TRequest; timeoutMs?: number; idempotent?: boolean } = {},
) {
  const base: ApiBase = path.startsWith('/utils/') ? 'utils' : path.startsWith('/api/system/') ? 'general' : 'checkout';
  return {
    method,
    base,
    path,
    request: (extra.request ?? null) as TRequest,
    response,
    timeoutMs: extra.timeoutMs ?? null,
    idempotent: extra.idempotent ?? false,
  };
}

const cart = '/api/{api_key}/cart/{cart_id}';

/** Every call of spec §7 by client function name: the one source of the client, the sandbox and the README table. */
export const checkoutRoutes = {
  getCart: route('GET', cart, CartSchema),
  createCartItem: route('POST', `${cart}/items/{item_id}`, CartSchema, { request: CartItemRequestSchema }),
  updateCartItem: route('PUT', `${cart}/items/{item_id}`, CartSchema, { request: CartItemRequestSchema }),
  removeCartItem: route('DELETE', `${cart}/items/{item_id}`, CartSchema),
  updateCartLocation: route('PUT', `${cart}/location`, CartSchema, { request: CartLocationRequestSchema }),
  resetCart: route('POST', `${cart}/reset`, CartSchema),
  validateStock: route('GET', `${cart}/stock-validation`, StockValidationSchema),
  updateCartParams: route('PUT', `${cart}/params`, EmptyResponseSchema, { request: CartParamsRequestSchema }),
  validateCredit: route('POST', `${cart}/crif-validate`, CreditCheckResultSchema, {
    request: CreditCheckRequestSchema,
  }),
  pushDataLayer: route('POST', '/api/{api_key}/data-layer?step={step}', DataLayerSchema, {
    request: DataLayerRequestSchema,
  }),
  validateLimits: route('POST', '/api/{api_key}/validate-limits', CartSchema, {
    request: LimitsValidationRequestSchema,
  }),
  createOrder: route('POST', '/api/{api_key}/order-create', OrderCreateResultSchema, {
    request: OrderCreateRequestSchema,
    idempotent: true,
  }),
  getOrder: route('GET', '/api/{api_key}/order/{order_id}', OrderConfirmationSchema),
  getDeliveryDates: route('GET', '/api/{api_key}/order/{order_id}/delivery-dates', DeliveryAvailabilitySchema),
  getLocale: route('GET', '/api/{api_key}/locale', LocaleOverrideSchema),
  getStyling: route('GET', '/api/{api_key}/styling', StylingSchema),
  getTheme: route('GET', '/api/{api_key}/theme', ThemeSchema),
  updateOrderPaymentMethod: route('PUT', '/api/{api_key}/orders/{order_id}/payment-methods', RedirectSchema, {
    request: PaymentMethodUpdateRequestSchema,
    idempotent: true,
  }),
  updateCustomerPaymentMethods: route('PUT', '/api/{api_key}/customers/{customer_id}/payment-methods', RedirectSchema, {
    request: PaymentMethodUpdateRequestSchema,
    idempotent: true,
    timeoutMs: UPDATE_ALL_PAYMENT_METHODS_TIMEOUT_MS,
  }),
  getPaymentOptions: route('GET', '/api/{api_key}/payments/{locale}', PaymentOptionsSchema),
  getShippingCountries: route('GET', `${cart}/shipping-countries`, ShippingCountriesSchema),
  getShippingMethodsForCountry: route(
    'GET',
    `${cart}/shipping-countries/{country}/shipping-methods`,
    ShippingMethodsSchema,
  ),
  getShippingMethods: route('GET', `${cart}/shipping-methods`, ShippingMethodsSchema),
  setShippingMethod: route('PUT', `${cart}/shipping-method`, EmptyResponseSchema, {
    request: ShippingMethodUpdateRequestSchema,
  }),
  addVoucher: route('POST', `${cart}/voucher`, CartSchema, { request: VoucherRequestSchema }),
  removeVoucher: route('DELETE', `${cart}/voucher`, CartSchema),
  getStripeData: route('GET', `${cart}/psp/stripe`, StripeDataSchema),
  getStripeKey: route('GET', '/api/{api_key}/psp/stripe/cart/{cart_id}/key', StripeKeySchema),
  createStripeCustomer: route('POST', '/api/{api_key}/psp/stripe/{id}', StripeCustomerSchema),
  verifyStripeIntent: route(
    'POST',
    '/api/{api_key}/psp/stripe/{intent_id}/order/{order_id}/verify',
    StripeVerificationSchema,
  ),
  getSetupIntents: route('GET', '/api/{api_key}/setup-intents', SetupIntentSchema),
  getBraintreeData: route('GET', `${cart}/psp/braintree`, BraintreeDataSchema),
  getBraintreeClientToken: route('GET', '/api/{api_key}/psp/braintree', BraintreeDataSchema),
  getPaypalData: route('GET', `${cart}/psp/paypal`, PaypalDataSchema),
  getCurrency: route('GET', '/api/{api_key}/currency', CurrencyInfoSchema),
  getAdyenPaymentDetails: route('POST', '/api/{api_key}/adyen/paymentDetails', AdyenPaymentDetailsSchema, {
    request: AdyenPaymentDetailsRequestSchema,
  }),
  verifyRecaptcha: route('POST', '/utils/verify-recaptcha', RecaptchaVerificationSchema, {
    request: RecaptchaRequestSchema,
  }),
  triggerTestError: route('POST', '/api/system/test/error', EmptyResponseSchema),
  triggerTestSuccess: route('POST', '/api/system/test/success', EmptyResponseSchema),
} as const satisfies Record<string, CheckoutRoute>;

/** The name of a client function, one per call. */
export type CheckoutRouteName = keyof typeof checkoutRoutes;
