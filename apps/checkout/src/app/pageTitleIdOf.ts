/** The last path segment of each update-flow page (as `server/security/classifyPage.ts` lists them). */
const UPDATE_PAGES = new Set([
  'update-payment-method',
  'updated-successfully',
  'stripe-update-flow-redirected',
  'mollie-update-flow-redirected',
  'redirected-payment-update',
]);
/** The pages a redirected payment returns to, below `/{lang}/{api_key}/{cart_id}/`. */
const RETURN_PAGES = new Set(['redirected', 'stripe-redirected', 'mollie-redirected', 'mollie-redirected/v2']);

/**
 * The catalogue message (core part) of a page's document title, by its path `/{lang}/...`: the
 * server writes it into the HTML and the app keeps it in step on client navigation (an error screen
 * shown on any page is titled `pageTitle.error` by the app).
 */
export function pageTitleIdOf(pathname: string): string {
  const [, second, third, ...rest] = pathname.split('/').filter(Boolean);
  if (second === 'error') return 'pageTitle.error';
  if (third !== undefined && UPDATE_PAGES.has(third) && rest.length === 0) return 'pageTitle.update';
  const page = rest.join('/');
  if (page === 'order-confirmation') return 'pageTitle.confirmation';
  if (RETURN_PAGES.has(page)) return 'pageTitle.return';
  return 'checkout.title';
}
