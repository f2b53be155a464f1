export type { AdyenErrorType } from './adyen/AdyenCheckoutErrorDouble';
export { AdyenCheckoutErrorDouble } from './adyen/AdyenCheckoutErrorDouble';
export type { AdyenCoreDouble, AdyenDropinDouble, AdyenWebDouble } from './adyen/AdyenDoubleSurface';
export { installAdyenDouble } from './adyen/installAdyenDouble';
export type { BraintreeDropinNamespace } from './braintree/installBraintreeDouble';
export { installBraintreeDouble } from './braintree/installBraintreeDouble';
export type { PaypalDoubleNamespace, PaypalDoubleOptions } from './paypal/installPaypalDouble';
export { installPaypalDouble } from './paypal/installPaypalDouble';
export type { GrecaptchaGlobal, RecaptchaDoubleOptions } from './recaptcha/installRecaptchaDouble';
export { installRecaptchaDouble } from './recaptcha/installRecaptchaDouble';
export { SANDBOX_TOKEN_PREFIX } from './recaptcha/RecaptchaDouble';
export type { DoubleEnvironment, DoubleEnvironmentOptions } from './shared/DoubleEnvironment';
export type { IntegrationErrorCode } from './shared/IntegrationError';
export { IntegrationError } from './shared/IntegrationError';
export { installStripeDouble, STRIPE_DOUBLE_VERSION } from './stripe/installStripeDouble';
export type {
  StripeDoubleConstructor,
  StripeDoubleSurface,
  StripeElementDouble,
  StripeElementsDouble,
} from './stripe/StripeDoubleSurface';
