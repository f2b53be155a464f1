import type { CountryNameLanguage } from './countryNameLanguages';
import { countryNameStore } from './countryNameStore';
import { importCountryNames } from './importCountryNames';

/**
 * Loads the country names of one language (a separate chunk per language) so that
 * `getCountryName` answers synchronously for it; resolves to the names by alpha-2 code.
 */
export async function loadCountryNames(lang: CountryNameLanguage): Promise<Readonly<Record<string, string>>> {
  const loaded = countryNameStore.get(lang);
  if (loaded !== undefined) return loaded;
  const { names } = await importCountryNames(lang);
  countryNameStore.set(lang, names);
  return names;
}
