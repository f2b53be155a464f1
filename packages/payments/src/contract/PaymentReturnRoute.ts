/**
 * A route the browser comes back to after leaving for a provider (spec §2), relative to
 * `/{lang}/{api_key}` (update flow) or `/{lang}/{api_key}/{cart_id}` (checkout).
 */
export type PaymentReturnRoute =
  | 'stripe-redirected'
  | 'stripe-update-flow-redirected'
  | 'mollie-redirected'
  | 'mollie-redirected/v2'
  | 'mollie-update-flow-redirected'
  | 'redirected'
  | 'redirected-payment-update';

/** Builds the absolute URL of a return route for the current shopper (the host knows lang, api key and cart). */
export type ReturnUrlBuilder = (route: PaymentReturnRoute) => string;
