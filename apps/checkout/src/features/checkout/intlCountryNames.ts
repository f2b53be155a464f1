import { countries } from '@checkout/reference-data';

/**
 * Country names from `Intl` for a language the reference data does not carry (Slovenian). Its own
 * module, imported on demand, so the list of every country code stays out of the first scripts.
 */
export function intlCountryNames(locale: string): Record<string, string> {
  const display = new Intl.DisplayNames([locale], { type: 'region' });
  return Object.fromEntries(countries.map((country) => [country.alpha2, display.of(country.alpha2) ?? country.alpha2]));
}
