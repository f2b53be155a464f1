import { createCheckoutIntl, isLocale, loadCatalogue } from '@checkout/i18n';
import { pageTitleIdOf } from '../src/app/pageTitleIdOf';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The `<title>` text of a page path, in its language and HTML-escaped (`pageTitleIdOf`): the page is
 * titled before the app starts, the same title the app keeps on client navigation.
 */
export async function pageTitle(path: string): Promise<string> {
  const lang = path.split('/')[1] ?? '';
  const locale = isLocale(lang) ? lang : 'en';
  const intl = createCheckoutIntl(locale, await loadCatalogue(locale, { areas: [] }));
  return escapeHtml(intl.formatMessage({ id: pageTitleIdOf(path) }));
}
