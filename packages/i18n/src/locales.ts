/** The twelve interface languages of the checkout (spec §2). */
export const locales = ['da', 'de', 'el', 'en', 'es', 'fi', 'fr', 'it', 'nl', 'no', 'sl', 'sv'] as const;

/** An interface language of the checkout. */
export type Locale = (typeof locales)[number];

/** The language used when nothing else decides. */
export const defaultLocale: Locale = 'en';

const localeSet: ReadonlySet<string> = new Set(locales);

/** Tells whether `value` is one of the twelve interface languages (exact, lower-case match). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && localeSet.has(value);
}
