/** The built file name of each double (`dist/<name>.js`, served at `/sandbox/sdk/<name>.js`) and its entry script. */
export const doubleEntries = {
  stripe: 'src/stripe/installStripeDouble.entry.ts',
  adyen: 'src/adyen/installAdyenDouble.entry.ts',
  'braintree-dropin': 'src/braintree/installBraintreeDouble.entry.ts',
  paypal: 'src/paypal/installPaypalDouble.entry.ts',
  recaptcha: 'src/recaptcha/installRecaptchaDouble.entry.ts',
  maps: 'src/maps/installMapsDouble.entry.ts',
} as const;
