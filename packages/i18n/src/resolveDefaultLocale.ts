import type { LocaleOverride } from './LocaleOverride';
import { defaultLocale, isLocale, type Locale } from './locales';
import { resolveAvailableLocales } from './resolveAvailableLocales';

/** The fallback locale of detection: the merchant's `defaultLocale` if available, else `en` if available, else the first available. */
export function resolveDefaultLocale(override?: LocaleOverride): Locale {
  const available = resolveAvailableLocales(override);
  const wanted = override?.defaultLocale;
  if (isLocale(wanted) && available.includes(wanted)) return wanted;
  if (available.includes(defaultLocale)) return defaultLocale;
  return available[0] ?? defaultLocale;
}
