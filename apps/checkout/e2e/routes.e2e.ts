import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, type CheckoutHarness, startHarness } from './support/checkoutHarness';
import { injectFault, injectServerFault } from './support/injectFault';
import { untilHydrated } from './support/untilHydrated';

const languages = ['da', 'de', 'el', 'en', 'es', 'fi', 'fr', 'it', 'nl', 'no', 'sl', 'sv'] as const;
let harness: CheckoutHarness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

describe('routes', () => {
  it.each(['en', 'de', 'fr'])(
    'opens the checkout, the quote page and the 404 page in %s without axe violations',
    async (lang) => {
      const page = await harness.page();
      await page.goto(`${harness.stack.appUrl}/${lang}/demo-all/cart-normal`);
      await page.getByTestId('checkout-page').waitFor();
      expect(await page.locator('.app-shell').getAttribute('lang')).toBe(lang);
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${harness.stack.appUrl}/${lang}/error/quote-unavailable`);
      await page.getByTestId('quote-unavailable').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${harness.stack.appUrl}/${lang}/no/such/page/here`);
      expect(await page.getByTestId('error-page').getAttribute('data-status')).toBe('404');
      await page.close();
    },
  );

  it('opens the checkout in all twelve languages', async () => {
    const page = await harness.page();
    for (const lang of languages) {
      await page.goto(`${harness.stack.appUrl}/${lang}/demo-minimal/cart-minimal`);
      await page.getByTestId('checkout-page').waitFor();
      expect(await page.locator('.app-shell').getAttribute('lang')).toBe(lang);
    }
    await page.close();
  });

  it('sends a path without a language to the detected language', async () => {
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/demo-minimal/cart-minimal`);
    await page.getByTestId('checkout-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/demo-minimal/cart-minimal');
    await page.close();
  });

  it('sends a cancelled quote to the quote-unavailable page', async () => {
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/en/demo-all/cart-cancelled`);
    await page.getByTestId('quote-unavailable').waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/error/quote-unavailable');
    await page.close();
  });

  it('shows "Cart not found" with 404 for an unknown cart', async () => {
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/en/demo-all/no-such-cart`);
    await page.getByTestId('error-page').waitFor();
    expect(await page.getByTestId('error-page').getAttribute('data-status')).toBe('404');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Cart not found');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it.each([
    ['status=500', '500'],
    ['status=503&message=Back%20soon', '503'],
  ])('shows the server error page for a cart answering %s', async (fault, status) => {
    const page = await harness.page();
    // The sandbox's fault on the cart read only, whoever makes it: the checkout's server or the browser.
    await injectFault(page, harness.stack.sandboxUrl, fault, '/api/demo-all/cart/cart-normal');
    await page.goto(`${harness.stack.appUrl}/en/demo-all/cart-normal`);
    await page.getByTestId('error-page').waitFor();
    expect(await page.getByTestId('error-page').getAttribute('data-status')).toBe(status);
    if (status === '503') expect(await page.getByTestId('error-page').textContent()).toContain('Back soon');
    await page.close();
  });

  it('switches the language through the locale switch overlay', async () => {
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/en/demo-minimal/cart-minimal`);
    await page.getByTestId('locale-switch').click();
    await page.getByText('Deutsch', { exact: true }).click();
    await page.waitForURL(/\/de\/demo-minimal\/cart-minimal/);
    await expect.poll(() => page.locator('.app-shell').getAttribute('lang')).toBe('de');
    const cookies = await harness.browser.context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('de');
    await harness.browser.context.clearCookies();
    await page.close();
  });

  it('shows the offline banner while the browser is offline', async () => {
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/en/demo-minimal/cart-minimal`);
    await page.getByTestId('checkout-page').waitFor();
    await harness.browser.context.setOffline(true);
    await expect.poll(() => page.getByTestId('offline-banner').textContent()).toContain('offline');
    await harness.browser.context.setOffline(false);
    await page.close();
  });

  it('shows a clear page for a cart-creation link without items, and creates a cart from a valid one', async () => {
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/en/cart/create?api_key=demo-minimal`);
    expect(await page.getByTestId('cart-create').getAttribute('data-state')).toBe('invalid');
    await page.goto(`${harness.stack.appUrl}/en/cart/create?api_key=demo-minimal&items=tripod:2`);
    await page.waitForURL(/\/en\/demo-minimal\/cart-/);
    await page.getByTestId('cart-items').waitFor();
    expect(await page.getByTestId('cart-items').textContent()).toContain('Carbon travel tripod');
    await page.close();
  });
});

describe('first load', () => {
  /** The platform and flag reads of the main page, by what they read. */
  const reads = {
    cart: /\/api\/demo-all\/cart\/cart-rental$/,
    paymentOptions: /\/api\/demo-all\/payments\/en$/,
    flags: /\/unleash\//,
    deliveryDates: /\/delivery-dates$/,
    shippingMethods: /\/shipping-countries\/DE\/shipping-methods$/,
  };
  const pathOf = (url: string) => new URL(url).pathname;
  const nameOf = (path: string) => Object.entries(reads).find(([, pattern]) => pattern.test(path))?.[0];
  /** The platform and flag reads (GET) the page itself sends, in order: by name, others by path. */
  const readsMadeBy = (page: Page) => {
    const made: string[] = [];
    page.on('request', (request) => {
      const path = pathOf(request.url());
      const platform = path.startsWith('/api/') || path.startsWith('/unleash/');
      if (request.method() === 'GET' && platform) made.push(nameOf(path) ?? path);
    });
    return made;
  };

  it('brings every read in the page the server rendered: the browser makes none of them', async () => {
    const page = await harness.page();
    const made = readsMadeBy(page);
    const response = await page.goto(`${harness.stack.appUrl}/en/demo-all/cart-rental`);
    // The server rendered the page with the reads' answers (the form, the cart, the flags' sections).
    const html = (await response?.text()) ?? '';
    for (const section of ['checkout-form', 'billing-address-search', 'delivery', 'shipping-methods'])
      expect(html).toContain(`data-testid="${section}"`);
    await untilHydrated(page);
    expect(await page.getByTestId('cart-items').textContent()).toContain('Mirrorless camera X100');
    await page.getByTestId('shipping-methods').waitFor();
    await page.waitForLoadState('networkidle');
    // The answers came with the page's query cache: the hydrated app reads nothing of the platform.
    expect(made).toEqual([]);
    await page.close();
  });

  it('makes each read once when the server could not read the platform in time: the browser renders the shell', async () => {
    const page = await harness.page();
    // The server's cart read takes 3 s, longer than the page waits; the browser's own reads are not slowed.
    await injectServerFault(page, 'latency=3000', '/api/*/cart/*');
    const made = readsMadeBy(page);
    const response = await page.goto(`${harness.stack.appUrl}/en/demo-all/cart-rental`);
    expect((await response?.text()) ?? '').not.toContain('data-testid="checkout-form"');
    await page.getByTestId('checkout-page').waitFor();
    await page.getByTestId('delivery').waitFor();
    await page.getByTestId('shipping-methods').waitFor();
    await page.waitForLoadState('networkidle');
    expect(made).toEqual(
      expect.arrayContaining(['cart', 'deliveryDates', 'flags', 'paymentOptions', 'shippingMethods']),
    );
    // No read twice: no second reader of the cart or of anything else.
    expect(made.filter((read, index) => made.indexOf(read) !== index)).toEqual([]);
    await page.close();
  });
});
