// `@checkout/api-client/contract`: the platform's contract as data, for whoever checks it without
// calling it (the sandbox answers with it, tests parse fixtures with it): every request and response
// schema with its type, the route table, and money as the wire writes it.
export type { CheckoutRoute } from '../client/checkoutRoutes';
export { checkoutRoutes } from '../client/checkoutRoutes';
export { WRITE_REQUEST_HEADER } from '../client/WRITE_REQUEST_HEADER';
export { toMinorUnits } from '../money/toMinorUnits';
export { AdyenPaymentDetailsRequestSchema } from './AdyenPaymentDetailsRequestSchema';
export { AdyenPaymentDetailsSchema } from './AdyenPaymentDetailsSchema';
export { ApiEnvelopeSchema } from './ApiEnvelopeSchema';
export { BraintreeDataSchema } from './BraintreeDataSchema';
export { CartItemRequestSchema } from './CartItemRequestSchema';
export { CartLocationRequestSchema } from './CartLocationRequestSchema';
export { CartParamsRequestSchema } from './CartParamsRequestSchema';
export { CartSchema } from './CartSchema';
export { CreditCheckRequestSchema } from './CreditCheckRequestSchema';
export { DataLayerRequestSchema } from './DataLayerRequestSchema';
export { LimitsValidationRequestSchema } from './LimitsValidationRequestSchema';
export { OrderCreateRequestSchema } from './OrderCreateRequestSchema';
export { PaymentMethodUpdateRequestSchema } from './PaymentMethodUpdateRequestSchema';
export { PaymentOptionsSchema } from './PaymentOptionsSchema';
export { PaymentStatusSchema } from './PaymentStatusSchema';
export { PaypalDataSchema } from './PaypalDataSchema';
export { RecaptchaRequestSchema } from './RecaptchaRequestSchema';
export { RecaptchaVerificationSchema } from './RecaptchaVerificationSchema';
export { SetupIntentSchema } from './SetupIntentSchema';
export { ShippingMethodUpdateRequestSchema } from './ShippingMethodUpdateRequestSchema';
export { StripeCustomerSchema } from './StripeCustomerSchema';
export { StripeDataSchema } from './StripeDataSchema';
export { StripeKeySchema } from './StripeKeySchema';
export { StripeVerificationSchema } from './StripeVerificationSchema';
export { StylingSchema } from './StylingSchema';
export { ThemeOverrideSchema } from './ThemeOverrideSchema';
export { VoucherRequestSchema } from './VoucherRequestSchema';
export { WireAddressSchema } from './WireAddressSchema';
export { WireContactSchema } from './WireContactSchema';
export { WireLocaleOverrideSchema } from './WireLocaleOverrideSchema';
