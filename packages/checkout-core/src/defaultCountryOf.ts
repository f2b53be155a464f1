const languageCountry: Readonly<Record<string, string>> = {
  da: 'DK',
  de: 'DE',
  el: 'GR',
  en: 'DE',
  es: 'ES',
  fi: 'FI',
  fr: 'FR',
  it: 'IT',
  nl: 'NL',
  no: 'NO',
  sl: 'SI',
  sv: 'SE',
};

/** The country an empty form starts with: the language's country, Germany for English and otherwise. */
export function defaultCountryOf(lang: string): string {
  return languageCountry[lang] ?? 'DE';
}
