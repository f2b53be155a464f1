import type { PurchasePath } from './purchasePaths';

/** What the harness needs to know of a path to draw chaos for it. */
export interface PathFacts {
  /** The `demo-all` payment method id sent as `payment_method`. */
  readonly method: string;
  /** Whether `POST /order-create` itself takes the money (so `crash=after-charge` can hit it). */
  readonly chargesAtOrderCreate: boolean;
  /** Whether the path can end declined (a decline card, a failed challenge, a failed hosted page). */
  readonly canDecline: boolean;
  /** Whether the browser share drives it through the checkout's pages. */
  readonly inBrowser: boolean;
}

/**
 * The facts of each path. Stripe v2 pays in the browser after the order (a draft) is created;
 * the 3-D Secure paths, Mollie and the bank transfer pay on a hosted page after a redirect;
 * the others are charged by the platform within the order creation.
 */
export const pathFacts: Readonly<Record<PurchasePath, PathFacts>> = {
  'stripe-v1': { method: 'stripe-card', chargesAtOrderCreate: true, canDecline: true, inBrowser: true },
  'stripe-v1-3ds': { method: 'stripe-card', chargesAtOrderCreate: false, canDecline: true, inBrowser: false },
  'stripe-v2': { method: 'stripe-payment-element', chargesAtOrderCreate: false, canDecline: true, inBrowser: false },
  'stripe-v2-3ds': {
    method: 'stripe-payment-element',
    chargesAtOrderCreate: false,
    canDecline: true,
    inBrowser: false,
  },
  braintree: { method: 'braintree', chargesAtOrderCreate: true, canDecline: true, inBrowser: false },
  paypal: { method: 'paypal', chargesAtOrderCreate: true, canDecline: true, inBrowser: false },
  adyen: { method: 'adyen', chargesAtOrderCreate: true, canDecline: true, inBrowser: false },
  mollie: { method: 'mollie', chargesAtOrderCreate: false, canDecline: true, inBrowser: false },
  'mollie-v2': { method: 'mollie-v2', chargesAtOrderCreate: false, canDecline: true, inBrowser: false },
  invoice: { method: 'invoice', chargesAtOrderCreate: true, canDecline: false, inBrowser: true },
  'bank-transfer': { method: 'bank-transfer', chargesAtOrderCreate: false, canDecline: true, inBrowser: false },
};
