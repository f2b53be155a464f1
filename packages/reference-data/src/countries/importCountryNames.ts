import type { CountryNameLanguage } from './countryNameLanguages';

type NamesModule = Promise<{ readonly names: Readonly<Record<string, string>> }>;

/** Imports the chunk of one language's country names; one literal `import()` per language so bundlers split them. */
export function importCountryNames(lang: CountryNameLanguage): NamesModule {
  switch (lang) {
    case 'ar':
      return import('../generated/names/ar');
    case 'bg':
      return import('../generated/names/bg');
    case 'cs':
      return import('../generated/names/cs');
    case 'da':
      return import('../generated/names/da');
    case 'de':
      return import('../generated/names/de');
    case 'el':
      return import('../generated/names/el');
    case 'en':
      return import('../generated/names/en');
    case 'es':
      return import('../generated/names/es');
    case 'et':
      return import('../generated/names/et');
    case 'eu':
      return import('../generated/names/eu');
    case 'fi':
      return import('../generated/names/fi');
    case 'fr':
      return import('../generated/names/fr');
    case 'hu':
      return import('../generated/names/hu');
    case 'it':
      return import('../generated/names/it');
    case 'ja':
      return import('../generated/names/ja');
    case 'ko':
      return import('../generated/names/ko');
    case 'lt':
      return import('../generated/names/lt');
    case 'nl':
      return import('../generated/names/nl');
    case 'no':
      return import('../generated/names/no');
    case 'pl':
      return import('../generated/names/pl');
    case 'pt':
      return import('../generated/names/pt');
    case 'ro':
      return import('../generated/names/ro');
    case 'ru':
      return import('../generated/names/ru');
    case 'sk':
      return import('../generated/names/sk');
    case 'sl':
      return import('../generated/names/sl');
    case 'sv':
      return import('../generated/names/sv');
    case 'th':
      return import('../generated/names/th');
    case 'uk':
      return import('../generated/names/uk');
    case 'zh':
      return import('../generated/names/zh');
    case 'zh-tw':
      return import('../generated/names/zh-tw');
    default:
      return lang satisfies never;
  }
}
