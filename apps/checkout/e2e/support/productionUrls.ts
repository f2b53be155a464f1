/** The providers' production script and API URLs a page in production configuration must use (`METHOD url` for APIs). */
export const productionUrls = {
  stripeJs: /^https:\/\/js\.stripe\.com\/v3\/$/,
  // The Payment Element confirms its intent, the Card Element creates a payment method first.
  stripeApi: /^POST https:\/\/api\.stripe\.com\/v1\/(payment_intents\/pi_\w+\/confirm|payment_methods)$/,
  adyenJs: (region: string) =>
    new RegExp(`^https://checkoutshopper-${region}\\.cdn\\.adyen\\.com/checkoutshopper/sdk/[\\d.]+/adyen\\.js$`),
  adyenApi: (region: string) =>
    new RegExp(`^POST https://checkoutshopper-${region}\\.adyen\\.com/checkoutshopper/v3/analytics\\?clientKey=`),
  braintreeJs: /^https:\/\/js\.braintreegateway\.com\/web\/dropin\/[\d.]+\/js\/dropin\.min\.js$/,
  braintreeApi: /^(GET|POST) https:\/\/api\.braintreegateway\.com\/merchants\/demo-production\/client_api\//,
  paypalJs: /^https:\/\/www\.paypal\.com\/sdk\/js\?/,
  paypalApi: /^POST https:\/\/www\.paypal\.com\/v2\/checkout\/orders$/,
} as const;
