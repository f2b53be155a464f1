import { isLocale, type Locale } from './locales';

/** Reads the locale prefix of a route path (`/de/key/cart` → `de`); `undefined` when the first segment is not a locale. */
export function localeFromPath(pathname: string): Locale | undefined {
  const first = pathname.split('/').find((segment) => segment.length > 0);
  return isLocale(first) ? first : undefined;
}
