import type { Locale } from './locales';

/** The `Intl` locale of a UI locale: Norwegian formats as Bokmål (`nb`), every other locale as itself. */
export function toIntlLocale(locale: Locale): string {
  return locale === 'no' ? 'nb' : locale;
}
