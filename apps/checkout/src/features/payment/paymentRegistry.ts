import { createPaymentRegistry } from '@checkout/payments';

/** The adapters this checkout offers, each loaded on demand so a shopper downloads only the one picked. */
export const paymentRegistry = createPaymentRegistry({
  offline: () => import('@checkout/payments/offline').then((module) => module.createOfflineAdapter),
  mollie: () => import('@checkout/payments/mollie').then((module) => module.createMollieAdapter),
  'stripe-v1': () => import('@checkout/payments/stripe').then((module) => module.createStripeAdapter),
  'stripe-v2': () => import('@checkout/payments/stripe').then((module) => module.createStripeAdapter),
  // The platform has no call for Adyen's client key; in sandbox mode the adapter uses the sandbox's.
  adyen: () => import('@checkout/payments/adyen').then((module) => module.createAdyenAdapter),
  braintree: () => import('@checkout/payments/braintree').then((module) => module.createBraintreeAdapter),
  paypal: () => import('@checkout/payments/paypal').then((module) => module.createPaypalAdapter),
});
