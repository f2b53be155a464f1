import type { CountryNameLanguage } from './countryNameLanguages';

/** Country names by language, filled by `loadCountryNames` and read by `getCountryName`. */
export const countryNameStore = new Map<CountryNameLanguage, Readonly<Record<string, string>>>();
