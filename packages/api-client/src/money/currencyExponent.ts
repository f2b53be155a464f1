import { getCurrencyExponent } from '@checkout/reference-data';
import { CheckoutApiError } from '../CheckoutApiError';

/** The minor-unit exponent of an ISO 4217 currency, or an `invalid_argument` error for an unknown code. */
export function currencyExponent(currency: string): number {
  const exponent = typeof currency === 'string' ? getCurrencyExponent(currency.toUpperCase()) : undefined;
  if (typeof exponent !== 'number' || !Number.isInteger(exponent) || exponent < 0) {
    throw new CheckoutApiError('invalid_argument', `Unknown currency: ${String(currency)}`, { status: 400 });
  }
  return exponent;
}
