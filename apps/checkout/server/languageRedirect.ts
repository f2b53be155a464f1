import { detectLocale, isLocale, serializeLocaleCookie } from '@checkout/i18n';
import { ServerRedirect } from './ServerError';

/**
 * Where a page request without a language prefix goes: the same path under the detected language
 * (the `i18n_redirected` cookie, then `Accept-Language`, then `en`; spec §2), with the `Set-Cookie`
 * that remembers it as the language switcher does (365 days, `SameSite=Lax`, path `/`; spec §9).
 * `null` when the path already starts with a language.
 */
export function languageRedirect(
  path: string,
  search: string,
  headers: { cookie?: string; acceptLanguage?: string },
  options: { secure?: boolean } = {},
): { redirect: ServerRedirect; setCookie: string } | null {
  const first = path.split('/')[1] ?? '';
  if (isLocale(first)) return null;
  const languages = (headers.acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
  const { locale } = detectLocale({ cookie: headers.cookie, languages });
  const rest = path === '/' ? '' : path;
  return {
    redirect: new ServerRedirect(`/${locale}${rest}${search}`),
    setCookie: serializeLocaleCookie(locale, { secure: options.secure === true }),
  };
}
