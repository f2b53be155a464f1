import { localeFromPath } from './localeFromPath';
import type { Locale } from './locales';

/** Puts `locale` as the prefix of a route path, replacing an existing locale prefix (`/de/a/b` → `/fr/a/b`, `/a` → `/fr/a`). */
export function localizePath(pathname: string, locale: Locale): string {
  const segments = pathname.split('/').filter((segment) => segment.length > 0);
  if (localeFromPath(pathname) !== undefined) segments.shift();
  const trailingSlash = pathname.length > 1 && pathname.endsWith('/') && segments.length > 0;
  return `/${[locale, ...segments].join('/')}${trailingSlash ? '/' : ''}`;
}
