import { CheckoutApiError } from '../CheckoutApiError';
import { currencyExponent } from './currencyExponent';

/**
 * Converts integer minor units of `currency` back to the decimal the platform expects in request
 * bodies (`1999` EUR gives `19.99`, the double nearest that decimal); throws an `invalid_argument`
 * {@link CheckoutApiError} for a non-integer or unsafe amount or an unknown currency.
 */
export function fromMinorUnits(minor: number, currency: string): number {
  const exponent = currencyExponent(currency);
  if (!Number.isSafeInteger(minor)) {
    throw new CheckoutApiError('invalid_argument', `Not an integer amount of minor units: ${String(minor)}`, {
      status: 400,
    });
  }
  // Both operands are exact doubles, so the quotient is the double nearest the true decimal.
  return minor / 10 ** exponent;
}
