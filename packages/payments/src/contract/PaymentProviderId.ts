/** A payment provider this package has an adapter family for; `payone` is a gateway value with none. */
export type PaymentProviderId = 'stripe' | 'adyen' | 'braintree' | 'mollie' | 'paypal' | 'offline';

/** One adapter: a provider and, where the provider has two integrations, its version (Stripe v1 Card Element, v2 Payment Element). */
export type PaymentAdapterId = 'stripe-v1' | 'stripe-v2' | 'adyen' | 'braintree' | 'mollie' | 'paypal' | 'offline';

/** Every adapter id, in a stable order. */
export const paymentAdapterIds: readonly PaymentAdapterId[] = [
  'stripe-v1',
  'stripe-v2',
  'adyen',
  'braintree',
  'mollie',
  'paypal',
  'offline',
];

/** The provider an adapter belongs to. */
export function providerOfAdapter(id: PaymentAdapterId): PaymentProviderId {
  switch (id) {
    case 'stripe-v1':
    case 'stripe-v2':
      return 'stripe';
    case 'adyen':
    case 'braintree':
    case 'mollie':
    case 'paypal':
    case 'offline':
      return id;
    default:
      return id satisfies never;
  }
}
