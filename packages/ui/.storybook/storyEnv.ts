import { storyCountries, storyLocale } from './storyLocales';
import { storyTexts } from './storyTexts';

/** The locale, its texts and its country names for a story, from the toolbar's globals. */
export function storyEnv(globals: Record<string, unknown>) {
  const locale = storyLocale(globals.locale);
  return { locale, t: storyTexts(locale), countries: () => storyCountries(locale) };
}

/** English texts, for the args that documentation pages show before a locale is picked. */
export const en = storyTexts('en');
