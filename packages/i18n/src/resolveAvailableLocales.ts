import type { LocaleOverride } from './LocaleOverride';
import { isLocale, type Locale, locales } from './locales';

/** The locales a shopper may choose: the merchant's `locales` that we support, in the merchant's order, or all twelve. */
export function resolveAvailableLocales(override?: LocaleOverride): readonly Locale[] {
  const wanted = override?.locales;
  if (wanted === undefined) return locales;
  const available = [...new Set(wanted.filter(isLocale))];
  return available.length > 0 ? available : locales;
}
