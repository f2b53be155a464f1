import { currencyExponents } from '../generated/currencyExponents';

/** The minor-unit exponent of an ISO 4217 currency code, case-insensitive (`EUR` → 2, `JPY` → 0); `undefined` when unknown. */
export function getCurrencyExponent(code: string): number | undefined {
  return currencyExponents[code.trim().toUpperCase()];
}
