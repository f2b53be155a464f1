import type { Locale } from './locales';
import { matchLocale } from './matchLocale';

/** Name of the cookie that remembers the shopper's language (spec §2). */
export const localeCookieName = 'i18n_redirected';

/** Lifetime of the language cookie in seconds: 365 days (spec §9). */
export const localeCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/** Options of {@link serializeLocaleCookie}. */
export interface LocaleCookieOptions {
  /** Adds the `Secure` attribute (pages served over HTTPS). Defaults to `false`. */
  readonly secure?: boolean;
}

/** The `Set-Cookie` / `document.cookie` string that stores `locale`: 365 days, `SameSite=Lax`, path `/`. */
export function serializeLocaleCookie(locale: Locale, options: LocaleCookieOptions = {}): string {
  const attributes = [
    `${localeCookieName}=${locale}`,
    `Max-Age=${localeCookieMaxAgeSeconds}`,
    'Path=/',
    'SameSite=Lax',
  ];
  if (options.secure === true) attributes.push('Secure');
  return attributes.join('; ');
}

/** Reads the stored locale from a `Cookie` header or `document.cookie`; `undefined` when absent or unsupported. */
export function parseLocaleCookie(cookieHeader: string | undefined): Locale | undefined {
  if (cookieHeader === undefined) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== localeCookieName) continue;
    const raw = pair.slice(separator + 1).trim();
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    return matchLocale(value);
  }
  return undefined;
}
