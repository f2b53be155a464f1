/** Every provider path of the seeded `demo-all` merchant a chaos attempt can take. */
export const purchasePaths = [
  'stripe-v1',
  'stripe-v1-3ds',
  'stripe-v2',
  'stripe-v2-3ds',
  'braintree',
  'paypal',
  'adyen',
  'mollie',
  'mollie-v2',
  'invoice',
  'bank-transfer',
] as const;

/** One provider path: a gateway, a version, with or without a 3-D Secure challenge or a hosted page. */
export type PurchasePath = (typeof purchasePaths)[number];
