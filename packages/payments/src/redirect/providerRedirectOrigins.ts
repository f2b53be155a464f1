import type { PaymentProviderId } from '../contract/PaymentProviderId';

/**
 * The https origins each provider documents for hosted pages and 3-D Secure redirects; exact
 * origins, no wildcards (Stripe Checkout and 3DS hooks, Adyen checkoutshopper test and live
 * regions, Mollie hosted checkout, PayPal live and sandbox approval, Braintree 3DS assets).
 */
export const providerRedirectOrigins: Readonly<Record<PaymentProviderId, readonly string[]>> = {
  stripe: ['https://checkout.stripe.com', 'https://hooks.stripe.com'],
  adyen: [
    'https://checkoutshopper-test.adyen.com',
    'https://checkoutshopper-live.adyen.com',
    'https://checkoutshopper-live-us.adyen.com',
    'https://checkoutshopper-live-au.adyen.com',
    'https://checkoutshopper-live-apse.adyen.com',
    'https://checkoutshopper-live-in.adyen.com',
  ],
  braintree: ['https://assets.braintreegateway.com'],
  mollie: ['https://www.mollie.com'],
  paypal: ['https://www.paypal.com', 'https://www.sandbox.paypal.com'],
  offline: [],
};
