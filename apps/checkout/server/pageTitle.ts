import { createCheckoutIntl, isLocale, loadCatalogue } from '@checkout/i18n';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The `<title>` text of a page, in its language and HTML-escaped: the message its routes name
 * (`PageFacts.titleId`), so the page is titled before the app starts, as the app keeps it on client
 * navigation.
 */
export async function pageTitle(lang: string, titleId: string): Promise<string> {
  const locale = isLocale(lang) ? lang : 'en';
  const intl = createCheckoutIntl(locale, await loadCatalogue(locale, { areas: [] }));
  return escapeHtml(intl.formatMessage({ id: titleId }));
}
