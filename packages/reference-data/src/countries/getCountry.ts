import { countries } from '../generated/countries';
import type { Country } from './Country';

let byAlpha2: ReadonlyMap<string, Country> | undefined;

/** Finds the ISO 3166-1 country of an alpha-2 code, case-insensitively (`de` → Germany); `undefined` when unknown. */
export function getCountry(alpha2: string): Country | undefined {
  byAlpha2 ??= new Map(countries.map((country) => [country.alpha2, country]));
  return byAlpha2.get(alpha2.trim().toUpperCase());
}
