import type { StatusColor } from './StatusColor';

/** Every payment gateway value the platform reports (spec §4); `payone` has no adapter. */
export const paymentGateways = [
  'adyen',
  'braintree',
  'mollie',
  'offlinegateway',
  'payone',
  'paypal',
  'stripe',
] as const;

/** A payment gateway value. */
export type PaymentGateway = (typeof paymentGateways)[number];

/** Colour class of each payment gateway. */
export const paymentGatewayColors: Readonly<Record<PaymentGateway, StatusColor>> = {
  adyen: 'info',
  braintree: 'info',
  mollie: 'info',
  offlinegateway: 'info',
  payone: 'info',
  paypal: 'info',
  stripe: 'info',
};

const gatewaySet: ReadonlySet<string> = new Set(paymentGateways);

/** Tells whether `value` is a known payment gateway (exact, lower-case match). */
export function isPaymentGateway(value: unknown): value is PaymentGateway {
  return typeof value === 'string' && gatewaySet.has(value);
}
