import { getCurrencyExponent } from '@checkout/reference-data';
import { currencyLocales, isDisplayCurrency } from './currencyLocales';
import { getNumberFormat } from './getNumberFormat';
import { defaultLocale, type Locale } from './locales';
import { toIntlLocale } from './toIntlLocale';

/**
 * Formats an amount in integer minor units: a display currency of spec §9 in its own locale with 2
 * fraction digits (`EUR` → de-DE "12,34 €"), any other ISO 4217 currency in the UI locale with the
 * currency's own exponent (`JPY` → 0 digits). Formatters are cached.
 */
export function formatMoney(amountMinor: number, currency: string, uiLocale: Locale = defaultLocale): string {
  const code = currency.trim().toUpperCase();
  if (isDisplayCurrency(code)) {
    const format = getNumberFormat(currencyLocales[code], {
      style: 'currency',
      currency: code,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    return format.format(amountMinor / 100);
  }
  const exponent = getCurrencyExponent(code) ?? 2;
  const format = getNumberFormat(toIntlLocale(uiLocale), {
    style: 'currency',
    currency: code,
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  });
  return format.format(amountMinor / 10 ** exponent);
}
