import { currencySymbols } from '../generated/currencySymbols';

/** The display symbol of an ISO 4217 currency code, case-insensitive (`EUR` → `€`); `undefined` when it has none here. */
export function getCurrencySymbol(code: string): string | undefined {
  return currencySymbols[code.trim().toUpperCase()];
}
