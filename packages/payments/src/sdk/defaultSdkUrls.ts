import type { SdkName } from '../contract/SdkLoader';

/**
 * The providers' official script URLs used in production unless configuration overrides them
 * (Stripe.js must come from js.stripe.com: https://docs.stripe.com/js/including).
 */
export const defaultSdkUrls: Readonly<Record<SdkName, string>> = {
  stripe: 'https://js.stripe.com/v3/',
  adyen: 'https://checkoutshopper-live.cdn.adyen.com/checkoutshopper/sdk/6.45.0/adyen.js',
  'braintree-dropin': 'https://js.braintreegateway.com/web/dropin/1.48.0/js/dropin.min.js',
  paypal: 'https://www.paypal.com/sdk/js',
};
