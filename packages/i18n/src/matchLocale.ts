import { isLocale, type Locale } from './locales';

/** Language subtags that mean one of our locales under another code: Bokmål and Nynorsk read the Norwegian catalogue. */
const aliases: Readonly<Record<string, Locale>> = { nb: 'no', nn: 'no' };

/** Matches a BCP 47 language tag (`de-AT`, `en_GB`, `nb-NO`, `FR`) to an interface locale by its language subtag. */
export function matchLocale(tag: string): Locale | undefined {
  const language = tag.trim().toLowerCase().split(/[-_]/, 1)[0] ?? '';
  const candidate = aliases[language] ?? language;
  return isLocale(candidate) ? candidate : undefined;
}
