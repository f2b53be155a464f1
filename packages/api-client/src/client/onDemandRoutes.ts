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
import { EmptyResponseSchema } from '../contract/EmptyResponseSchema';
import { LimitsValidationRequestSchema } from '../contract/LimitsValidationRequestSchema';
import { OrderCreateRequestSchema } from '../contract/OrderCreateRequestSchema';
import { OrderCreateResultSchema } from '../contract/OrderCreateResultSchema';
import { PaymentMethodUpdateRequestSchema } from '../contract/PaymentMethodUpdateRequestSchema';
import { PaymentStatusSchema } from '../contract/PaymentStatusSchema';
import { PaypalDataSchema } from '../contract/PaypalDataSchema';
import { RecaptchaRequestSchema } from '../contract/RecaptchaRequestSchema';
import { RecaptchaVerificationSchema } from '../contract/RecaptchaVerificationSchema';
import { RedirectSchema } from '../contract/RedirectSchema';
import { SetupIntentSchema } from '../contract/SetupIntentSchema';
import { ShippingMethodUpdateRequestSchema } from '../contract/ShippingMethodUpdateRequestSchema';
import { StockValidationSchema } from '../contract/StockValidationSchema';
import { StripeCustomerSchema } from '../contract/StripeCustomerSchema';
import { StripeDataSchema } from '../contract/StripeDataSchema';
import { StripeKeySchema } from '../contract/StripeKeySchema';
import { StripeVerificationSchema } from '../contract/StripeVerificationSchema';
import { VoucherRequestSchema } from '../contract/VoucherRequestSchema';
import { CART_PATH, type CheckoutRoute, defineRoute, UPDATE_ALL_PAYMENT_METHODS_TIMEOUT_MS } from './defineRoute';

/**
 * Every call a page makes on the shopper's action or later (cart changes, checks, order creation,
 * payment providers, payment-method updates, system tests): a chunk the client imports on the first such call.
 */
export const onDemandRoutes = {
  createCartItem: defineRoute('POST', `${CART_PATH}/items/{item_id}`, CartSchema, { request: CartItemRequestSchema }),
  updateCartItem: defineRoute('PUT', `${CART_PATH}/items/{item_id}`, CartSchema, { request: CartItemRequestSchema }),
  removeCartItem: defineRoute('DELETE', `${CART_PATH}/items/{item_id}`, CartSchema),
  updateCartLocation: defineRoute('PUT', `${CART_PATH}/location`, CartSchema, { request: CartLocationRequestSchema }),
  resetCart: defineRoute('POST', `${CART_PATH}/reset`, CartSchema),
  validateStock: defineRoute('GET', `${CART_PATH}/stock-validation`, StockValidationSchema),
  updateCartParams: defineRoute('PUT', `${CART_PATH}/params`, EmptyResponseSchema, {
    request: CartParamsRequestSchema,
  }),
  validateCredit: defineRoute('POST', `${CART_PATH}/crif-validate`, CreditCheckResultSchema, {
    request: CreditCheckRequestSchema,
  }),
  validateLimits: defineRoute('POST', '/api/{api_key}/validate-limits', CartSchema, {
    request: LimitsValidationRequestSchema,
  }),
  createOrder: defineRoute('POST', '/api/{api_key}/order-create', OrderCreateResultSchema, {
    request: OrderCreateRequestSchema,
    idempotent: true,
  }),
  getPaymentStatus: defineRoute('GET', `${CART_PATH}/payment-status`, PaymentStatusSchema),
  updateOrderPaymentMethod: defineRoute('PUT', '/api/{api_key}/orders/{order_id}/payment-methods', RedirectSchema, {
    request: PaymentMethodUpdateRequestSchema,
    idempotent: true,
  }),
  updateCustomerPaymentMethods: defineRoute(
    'PUT',
    '/api/{api_key}/customers/{customer_id}/payment-methods',
    RedirectSchema,
    {
      request: PaymentMethodUpdateRequestSchema,
      idempotent: true,
      timeoutMs: UPDATE_ALL_PAYMENT_METHODS_TIMEOUT_MS,
    },
  ),
  setShippingMethod: defineRoute('PUT', `${CART_PATH}/shipping-method`, EmptyResponseSchema, {
    request: ShippingMethodUpdateRequestSchema,
  }),
  addVoucher: defineRoute('POST', `${CART_PATH}/voucher`, CartSchema, { request: VoucherRequestSchema }),
  removeVoucher: defineRoute('DELETE', `${CART_PATH}/voucher`, CartSchema),
  getStripeData: defineRoute('GET', `${CART_PATH}/psp/stripe`, StripeDataSchema),
  getStripeKey: defineRoute('GET', '/api/{api_key}/psp/stripe/cart/{cart_id}/key', StripeKeySchema),
  createStripeCustomer: defineRoute('POST', '/api/{api_key}/psp/stripe/{id}', StripeCustomerSchema),
  verifyStripeIntent: defineRoute(
    'POST',
    '/api/{api_key}/psp/stripe/{intent_id}/order/{order_id}/verify',
    StripeVerificationSchema,
  ),
  getSetupIntents: defineRoute('GET', '/api/{api_key}/setup-intents', SetupIntentSchema),
  getBraintreeData: defineRoute('GET', `${CART_PATH}/psp/braintree`, BraintreeDataSchema),
  getBraintreeClientToken: defineRoute('GET', '/api/{api_key}/psp/braintree', BraintreeDataSchema),
  getPaypalData: defineRoute('GET', `${CART_PATH}/psp/paypal`, PaypalDataSchema),
  getCurrency: defineRoute('GET', '/api/{api_key}/currency', CurrencyInfoSchema),
  getAdyenPaymentDetails: defineRoute('POST', '/api/{api_key}/adyen/paymentDetails', AdyenPaymentDetailsSchema, {
    request: AdyenPaymentDetailsRequestSchema,
  }),
  verifyRecaptcha: defineRoute('POST', '/utils/verify-recaptcha', RecaptchaVerificationSchema, {
    request: RecaptchaRequestSchema,
  }),
  triggerTestError: defineRoute('POST', '/api/system/test/error', EmptyResponseSchema),
  triggerTestSuccess: defineRoute('POST', '/api/system/test/success', EmptyResponseSchema),
} as const satisfies Record<string, CheckoutRoute>;
