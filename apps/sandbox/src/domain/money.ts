import { toMinorUnits } from '@checkout/api-client/contract';
import { getCurrencyExponent } from '@checkout/reference-data';

/** Minor units of a wire decimal in `currency`. */
export function toMinor(decimal: string | number, currency: string): number {
  return toMinorUnits(decimal, currency);
}

/** The wire decimal string of an amount in minor units (`1990` EUR → `"19.90"`). */
export function toDecimal(minor: number, currency: string): string {
  const exponent = getCurrencyExponent(currency) ?? 2;
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  return exponent === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}
