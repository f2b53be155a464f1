import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutHarness, choose, fillShopper, startHarness } from './support/checkoutHarness';
import { createCart } from './support/checkoutScreens';
import { watchPageProblems } from './support/watchPageProblems';

// Issue 29 items 5 and 8: every text a shopper reads is in the page's language, whoever produced it
// (the app, an adapter, the platform), the document title included; the server's language redirect
// remembers the language as the switcher does.
let harness: CheckoutHarness;

beforeAll(async () => {
  // A German browser: the language the server detects for a link without one.
  harness = await startHarness('de-DE');
});

afterAll(async () => {
  await harness?.close();
});

const languages = ['de', 'fi'] as const;

/** The shopper-facing text of `id` in `lang`, as the catalogue source holds it. */
function text(lang: string, id: string): string {
  const file = createRequire(import.meta.url).resolve(`@checkout/i18n/messages/${lang}.json`);
  const value = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[id];
  if (typeof value !== 'string' || value === '') throw new Error(`${lang}.json has no text for ${id}.`);
  return value;
}

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/words-${name}.png`, fullPage: true });

describe.each(languages)('every word in the shopper’s language (%s)', (lang) => {
  it('answers a voucher the platform refuses in the page’s language', async () => {
    const page = await harness.page();
    const problems = watchPageProblems(page);
    await page.goto(`${harness.stack.appUrl}/${lang}/demo-all/cart-voucher`);
    const voucher = page.getByTestId('voucher');
    await voucher.locator('input').fill('NOPE');
    await voucher.locator('input').press('Enter');
    await expect.poll(() => voucher.getAttribute('data-state')).toBe('invalid');
    await expect.poll(() => voucher.textContent()).toContain(text(lang, 'checkout.voucher.invalid'));
    expect(await voucher.textContent()).not.toContain('The voucher code is invalid.');
    await voucher.locator('input').fill('SUMMER2020');
    await voucher.locator('input').press('Enter');
    await expect.poll(() => voucher.textContent()).toContain(text(lang, 'checkout.voucher.expired'));
    await shot(page, `voucher-${lang}`);
    expect(problems.list()).toEqual([]);
    await page.close();
  });

  it('says in the page’s language that a Mollie return could not be identified', async () => {
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/${lang}/demo-all/cart-normal/mollie-redirected`);
    const screen = page.getByTestId('payment-return');
    await expect.poll(() => screen.getAttribute('data-state')).toBe('failed');
    const shown = (await screen.textContent()) ?? '';
    expect(shown).not.toContain('could not be identified');
    expect(shown).toContain(text(lang, 'error.payment.returnUnidentified'));
    await shot(page, `mollie-return-${lang}`);
    await page.close();
  });

  it('translates the platform’s 422 order-limit answer', async () => {
    const cartId = `limit-${lang}-${Date.now()}`;
    const added = await fetch(`${harness.stack.sandboxUrl}/api/demo-minimal/cart/${cartId}/items/ebook-guide`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"quantity":500}',
    });
    expect(added.status).toBe(201);
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/${lang}/demo-minimal/${cartId}`);
    await fillShopper(page);
    await choose(page, 'payment-methods', 'Invoice');
    await page.locator('[data-testid="pay-button"]:enabled').click();
    await page.getByTestId('pay-error').waitFor();
    expect(await page.getByTestId('pay-error').textContent()).not.toContain('exceeds the limit');
    await expect.poll(() => page.getByTestId('pay-error').textContent()).toContain(text(lang, 'error.limits.exceeded'));
    await shot(page, `limit-${lang}`);
    await page.close();
  });

  it('translates the platform’s 409 answer to an order already being processed', async () => {
    const cartId = await createCart(harness.stack.sandboxUrl, 'demo-minimal', `busy-${lang}`);
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/${lang}/demo-minimal/${cartId}`);
    await fillShopper(page);
    await choose(page, 'payment-methods', 'Invoice');
    // The platform's answer while another tab's order for the cart is being created (createOrder.ts).
    await page.route('**/order-create', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          status: false,
          message: 'This order is already being processed.',
          code: 'order_in_progress',
        }),
      }),
    );
    await page.locator('[data-testid="pay-button"]:enabled').click();
    await page.getByTestId('pay-error').waitFor();
    expect(await page.getByTestId('pay-error').textContent()).not.toContain('already being processed');
    await expect
      .poll(() => page.getByTestId('pay-error').textContent())
      .toContain(text(lang, 'error.order.inProgress'));
    await shot(page, `order-409-${lang}`);
    await page.close();
  });

  it.each([
    ['checkout', '/demo-minimal/cart-minimal', 'checkout.title'],
    // A seeded order of `demo-all`, under its own cart's address: without one the page is this tab's kept
    // confirmation, or goes back to the cart; under another cart's it is the not-found page.
    ['confirmation', '/demo-all/cart-ord_demo_1/order-confirmation?order_id=ord_demo_1', 'pageTitle.confirmation'],
    ['return', '/demo-all/cart-normal/mollie-redirected', 'pageTitle.return'],
    ['update', '/demo-all/update-payment-method', 'pageTitle.update'],
    ['update return', '/demo-all/mollie-update-flow-redirected', 'pageTitle.update'],
    ['error', '/error/quote-unavailable', 'pageTitle.error'],
  ])('titles the %s page in the page’s language, in the server’s HTML and in the browser', async (_, path, id) => {
    const html = await (await fetch(`${harness.stack.appUrl}/${lang}${path}`)).text();
    expect(html).not.toContain('<title>Checkout</title>');
    const expected = text(lang, id);
    expect(html).toContain(`<title>${expected}</title>`);
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/${lang}${path}`);
    await expect.poll(() => page.title()).toBe(expected);
    await page.close();
  });

  it('titles the page of a cart that does not exist as an error', async () => {
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/${lang}/demo-all/cart-missing-${Date.now()}`);
    await page.getByTestId('error-page').waitFor();
    await expect.poll(() => page.title()).toBe(text(lang, 'pageTitle.error'));
    await page.close();
  });
});

describe('the title on client navigation', () => {
  it('follows a language switch', async () => {
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/de/demo-minimal/cart-minimal`);
    await expect.poll(() => page.title()).toBe(text('de', 'checkout.title'));
    await page.getByTestId('locale-switch').click();
    await page.getByText(text('de', 'localeName.fi'), { exact: true }).click();
    await page.waitForURL(/\/fi\/demo-minimal\/cart-minimal/);
    await expect.poll(() => page.title()).toBe(text('fi', 'checkout.title'));
    await harness.browser.context.clearCookies();
    await page.close();
  });
});

describe('the language the server detects', () => {
  it('is remembered in the i18n_redirected cookie, as the language switcher does', async () => {
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/demo-minimal/cart-minimal`);
    await page.waitForURL(/\/de\/demo-minimal\/cart-minimal/);
    const cookie = (await harness.browser.context.cookies()).find((entry) => entry.name === 'i18n_redirected');
    expect(cookie?.value).toBe('de');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    await harness.browser.context.clearCookies();
    await page.close();
  });
});
