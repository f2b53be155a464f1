import type { Locale } from '@checkout/i18n';

type NamesModule = Promise<{ readonly names: Readonly<Record<string, string>> }>;

/**
 * Imports the country names of one of the checkout's twelve languages: one literal `import()` per
 * language, so each is a chunk of its own and the page lists twelve chunks, not the thirty of
 * `@checkout/reference-data` (`loadCountryNames`); `null` for any other language.
 */
export function importCountryNames(locale: string): NamesModule | null {
  switch (locale as Locale) {
    case 'da':
      return import('@checkout/reference-data/names/da');
    case 'de':
      return import('@checkout/reference-data/names/de');
    case 'el':
      return import('@checkout/reference-data/names/el');
    case 'en':
      return import('@checkout/reference-data/names/en');
    case 'es':
      return import('@checkout/reference-data/names/es');
    case 'fi':
      return import('@checkout/reference-data/names/fi');
    case 'fr':
      return import('@checkout/reference-data/names/fr');
    case 'it':
      return import('@checkout/reference-data/names/it');
    case 'nl':
      return import('@checkout/reference-data/names/nl');
    case 'no':
      return import('@checkout/reference-data/names/no');
    case 'sl':
      return import('@checkout/reference-data/names/sl');
    case 'sv':
      return import('@checkout/reference-data/names/sv');
    default:
      return null;
  }
}
