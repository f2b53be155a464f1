import { type PaymentAdapterId, paymentAdapterIds } from '@checkout/payments';

const UPDATE_ADAPTERS: readonly PaymentAdapterId[] = ['stripe-v1', 'stripe-v2', 'adyen', 'braintree', 'mollie'];

/** The adapter a return URL names (`adapter`), if it is one that updates; else the route's own provider (`fallback`). */
export function readReturnAdapter(
  value: string | undefined,
  fallback: PaymentAdapterId | null,
): PaymentAdapterId | null {
  const named = paymentAdapterIds.find((id) => id === value);
  if (named !== undefined) return UPDATE_ADAPTERS.includes(named) ? named : null;
  return fallback;
}
