/** The 12 interface languages (spec §2) in the Storybook locale toolbar. */
export const STORY_LOCALES = ['da', 'de', 'el', 'en', 'es', 'fi', 'fr', 'it', 'nl', 'no', 'sl', 'sv'] as const;

/** One of {@link STORY_LOCALES}. */
export type StoryLocale = (typeof STORY_LOCALES)[number];

/** Narrows a Storybook global to a locale, falling back to English. */
export function storyLocale(value: unknown): StoryLocale {
  return STORY_LOCALES.find((locale) => locale === value) ?? 'en';
}

/** The language's own name, e.g. `Deutsch`, from the browser's Intl data. */
export function languageName(locale: StoryLocale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** Every ISO 3166-1 alpha-2 code the browser can name (about 250), with names in the given locale. */
export function storyCountries(locale: StoryLocale): { id: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const countries: { id: string; label: string }[] = [];
  for (let a = 65; a <= 90; a += 1) {
    for (let b = 65; b <= 90; b += 1) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code);
      // Unknown codes come back unchanged; EU, UN and EZ are groupings, not countries.
      if (name && name !== code && !['EU', 'UN', 'EZ', 'QO', 'XA', 'XB', 'ZZ'].includes(code)) {
        countries.push({ id: code, label: name });
      }
    }
  }
  return countries.sort((x, y) => x.label.localeCompare(y.label, locale));
}
