/** Languages with country names: the 29 of spec §3 plus `sl`, the checkout UI language missing from them. */
export const countryNameLanguages = [
  'ar',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'et',
  'eu',
  'fi',
  'fr',
  'hu',
  'it',
  'ja',
  'ko',
  'lt',
  'nl',
  'no',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'th',
  'uk',
  'zh',
  'zh-tw',
] as const;

/** A language with country names (`zh-tw` is Traditional Chinese). */
export type CountryNameLanguage = (typeof countryNameLanguages)[number];

const languageSet: ReadonlySet<string> = new Set(countryNameLanguages);

/** Tells whether `value` is a language with country names (exact, lower-case match). */
export function isCountryNameLanguage(value: unknown): value is CountryNameLanguage {
  return typeof value === 'string' && languageSet.has(value);
}
