import { parseLocaleCookie } from './localeCookie';
import { localeFromPath } from './localeFromPath';
import { defaultLocale, type Locale, locales } from './locales';
import { matchLocale } from './matchLocale';

/** Which step of the detection order decided the locale. */
export type LocaleSource = 'path' | 'cookie' | 'browser' | 'fallback';

/** What {@link detectLocale} looks at; every field optional so servers and browsers pass what they have. */
export interface LocaleDetectionInput {
  /** The route path, e.g. `location.pathname`. Defaults to `''`. */
  readonly pathname?: string;
  /** The `Cookie` header or `document.cookie`. Defaults to no cookie. */
  readonly cookie?: string;
  /** The browser languages in preference order (`navigator.languages` or parsed `Accept-Language`). Defaults to `[]`. */
  readonly languages?: readonly string[];
  /** The locales the merchant offers; a candidate outside them is skipped. Defaults to all twelve. */
  readonly available?: readonly Locale[];
  /** The locale when no step decides, e.g. the merchant's default. Defaults to `en`. */
  readonly fallback?: Locale;
}

/** The detected locale and the step that decided it. */
export interface DetectedLocale {
  /** The locale to render. */
  readonly locale: Locale;
  /** The step of the detection order that decided it. */
  readonly source: LocaleSource;
}

/** Detects the shopper's locale in the order of spec §2: URL prefix, `i18n_redirected` cookie, browser languages, fallback. */
export function detectLocale(input: LocaleDetectionInput): DetectedLocale {
  const available = input.available ?? locales;
  const allowed = (locale: Locale | undefined): locale is Locale => locale !== undefined && available.includes(locale);

  const fromPath = localeFromPath(input.pathname ?? '');
  if (allowed(fromPath)) return { locale: fromPath, source: 'path' };
  const fromCookie = parseLocaleCookie(input.cookie);
  if (allowed(fromCookie)) return { locale: fromCookie, source: 'cookie' };
  for (const tag of input.languages ?? []) {
    const fromBrowser = matchLocale(tag);
    if (allowed(fromBrowser)) return { locale: fromBrowser, source: 'browser' };
  }
  const fallback = input.fallback ?? defaultLocale;
  return { locale: allowed(fallback) ? fallback : (available[0] ?? defaultLocale), source: 'fallback' };
}
