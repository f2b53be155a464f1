import { getCurrencyExponent } from '@checkout/reference-data';
import { toDecimal, toMinor } from '../../domain/money';

/** Minor units of a decimal amount in `currency`, or `null` when it is not one or has more decimals than the currency. */
export function toMinorUnits(amount: string, currency: string): number | null {
  const decimals = /^-?\d+(?:\.(\d+))?$/.exec(amount.trim())?.[1]?.replace(/0+$/, '') ?? '';
  if (decimals.length > (getCurrencyExponent(currency) ?? 2)) return null;
  try {
    return toMinor(amount, currency);
  } catch {
    return null;
  }
}

/** The decimal string of an amount in minor units. */
export const fromMinorUnits = toDecimal;

/** An amount for people to read on a hosted page (`€12.50`). */
export function formatAmount(amount: string, currency: string): string {
  const minor = toMinorUnits(amount, currency);
  if (minor === null) return `${amount} ${currency}`;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(
      minor / 10 ** (getCurrencyExponent(currency) ?? 2),
    );
  } catch {
    return `${amount} ${currency}`;
  }
}
