import { CheckoutApiError } from '../CheckoutApiError';
import { currencyExponent } from './currencyExponent';

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/**
 * Converts a decimal amount as the platform sends it (`19.99` or `"19.99"`) to integer minor units
 * of `currency` (`1999`), exactly: numbers are first cut to the 15 significant digits a double
 * holds, so binary noise such as `0.1 + 0.2` reads as `0.3`; digits beyond the currency's
 * exponent are rounded half away from zero (`19.995` EUR gives `2000`), as the platform's own
 * rounding does. Throws an `invalid_argument` {@link CheckoutApiError} for a non-finite number,
 * a string that is not a plain decimal, an unknown currency or a result beyond
 * `Number.MAX_SAFE_INTEGER`.
 */
export function toMinorUnits(decimal: number | string, currency: string): number {
  const exponent = currencyExponent(currency);
  const match = DECIMAL.exec(toPlainDecimal(decimal));
  if (!match) throw invalid(`Not a decimal amount: ${String(decimal)}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const kept = `${whole}${fraction.slice(0, exponent).padEnd(exponent, '0')}`;
  const roundUp = (fraction[exponent] ?? '0') >= '5';
  const magnitude = Number(kept) + (roundUp ? 1 : 0);
  if (!Number.isSafeInteger(magnitude)) throw invalid(`Amount out of range: ${String(decimal)}`);
  return sign === '-' && magnitude !== 0 ? -magnitude : magnitude;
}

function toPlainDecimal(decimal: number | string): string {
  if (typeof decimal === 'string') return decimal.trim();
  if (typeof decimal !== 'number' || !Number.isFinite(decimal))
    throw invalid(`Not a finite amount: ${String(decimal)}`);
  return expandExponent(Number(decimal.toPrecision(15)).toString());
}

/** Rewrites `1.5e-7` or `1e+21` without the exponent, so the digits can be read as text. */
function expandExponent(text: string): string {
  const [mantissa = '', exponentText] = text.split('e');
  if (exponentText === undefined) return text;
  const negative = mantissa.startsWith('-');
  const [whole = '', fraction = ''] = mantissa.replace('-', '').split('.');
  const digits = `${whole}${fraction}`;
  const point = whole.length + Number(exponentText);
  const plain =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits.padEnd(point, '0')
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return negative ? `-${plain}` : plain;
}

function invalid(message: string): CheckoutApiError {
  return new CheckoutApiError('invalid_argument', message, { status: 400 });
}
