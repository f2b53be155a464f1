import type { CountryNameLanguage } from './countryNameLanguages';
import { countryNameStore } from './countryNameStore';

/**
 * Names a country (alpha-2, case-insensitive) in a language loaded with `loadCountryNames`;
 * `undefined` when the code is unknown or the language has not been loaded yet.
 */
export function getCountryName(alpha2: string, lang: CountryNameLanguage): string | undefined {
  return countryNameStore.get(lang)?.[alpha2.trim().toUpperCase()];
}
