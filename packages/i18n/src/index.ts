export type { Locale } from './locales';
export { defaultLocale, isLocale, locales } from './locales';
