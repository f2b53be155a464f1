import type { PaymentPublicConfig } from '@checkout/payments';

/**
 * Whether a method lacks a public value only configuration can give (ADR 0012), so it is offered
 * disabled with a notice instead of failing at Pay: Adyen outside sandbox mode without a client
 * key (the platform has no call for it), Stripe in the update flow without a publishable key (the
 * platform's key call needs a cart). PayPal's client id comes from the platform first, so a missing
 * one is only known when the method loads (`not_configured`).
 */
export function isUnconfigured(
  gateway: string,
  flow: 'checkout' | 'update',
  providers: PaymentPublicConfig,
  sandboxMode: boolean,
): boolean {
  if (gateway === 'adyen') return !sandboxMode && !providers.adyen;
  if (gateway === 'stripe') return flow === 'update' && !providers.stripe;
  return false;
}
