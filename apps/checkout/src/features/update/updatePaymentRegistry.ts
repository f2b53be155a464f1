import { createPaymentRegistry } from '@checkout/payments';

/**
 * The adapters of the update flow, each loaded on demand: only providers that can replace a
 * payment method (spec §4: stripe and adyen pay, braintree and mollie update). Merge candidate:
 * the checkout's `paymentRegistry` once it lists these adapters too.
 */
export const updatePaymentRegistry = createPaymentRegistry({
  'stripe-v1': () => import('@checkout/payments/stripe').then((module) => module.createStripeAdapter),
  'stripe-v2': () => import('@checkout/payments/stripe').then((module) => module.createStripeAdapter),
  adyen: () => import('@checkout/payments/adyen').then((module) => module.createAdyenAdapter),
  braintree: () => import('@checkout/payments/braintree').then((module) => module.createBraintreeAdapter),
  mollie: () => import('@checkout/payments/mollie').then((module) => module.createMollieAdapter),
});
