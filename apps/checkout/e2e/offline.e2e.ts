import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutHarness, choose, fillShopper, startHarness } from './support/checkoutHarness';
import { createCart } from './support/checkoutScreens';
import { watchPageProblems } from './support/watchPageProblems';

// Going offline is not an error (docs/security.md issue 12, spec §8's reload rule refined): the page
// stays, keeps what the shopper typed and chose, says it is offline, and resumes by itself once online.
let harness: CheckoutHarness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

const checkoutUrl = (merchant: string, cartId: string) => `${harness.stack.appUrl}/en/${merchant}/${cartId}`;
const NO_ANSWER = 'We did not get an answer from the server. Check your internet connection and try again.';
const SERVER_ERROR = 'A server error occurred';

/** The code chunks a page requested (by file name), and which of them failed or arrived. */
function watchChunks(page: Page) {
  const failed: string[] = [];
  const loaded: string[] = [];
  const name = (url: string) => new URL(url).pathname.replace(/^\/assets\//, '');
  const isChunk = (url: string) => /^\/assets\/[\w.-]+\.js$/.test(new URL(url).pathname);
  page.on('requestfailed', (request) => {
    if (isChunk(request.url())) failed.push(name(request.url()));
  });
  page.on('requestfinished', (request) => {
    if (isChunk(request.url())) loaded.push(name(request.url()));
  });
  return { failed, loaded };
}

const setOffline = (offline: boolean) => harness.browser.context.setOffline(offline);
const bannerText = async (page: Page) => (await page.getByTestId('offline-banner').textContent()) ?? '';

describe('offline', () => {
  it('keeps the page and the chosen method when its code fails to load offline, and loads it by itself once online', async () => {
    const cartId = await createCart(harness.stack.sandboxUrl, 'demo-minimal', 'offline-chunk');
    const page = await harness.page();
    const problems = watchPageProblems(page);
    await page.goto(checkoutUrl('demo-minimal', cartId));
    await page.getByTestId('payment-methods').waitFor();
    const chunks = watchChunks(page);
    const frameUrls: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) frameUrls.push(frame.url());
    });
    let offline = false;
    const offlineDocuments: string[] = [];
    page.on('request', (request) => {
      if (offline && request.isNavigationRequest()) offlineDocuments.push(request.url());
    });
    const invoice = page.getByTestId('payment-methods').getByRole('radio', { name: 'Invoice' });

    offline = true;
    await setOffline(true);
    try {
      await expect.poll(() => bannerText(page)).toContain('offline');
      // The shopper's first touch of the page: the method's code (not loaded with the page) and the
      // contact validator and pay sequence (loaded on the first interaction) are all requested now, and fail.
      await choose(page, 'payment-methods', 'Invoice');
      await expect.poll(() => chunks.failed.some((chunk) => chunk.startsWith('paymentRuntime-'))).toBe(true);
      expect(chunks.loaded.filter((chunk) => /^(paymentRuntime|offline)-/.test(chunk))).toEqual([]);
      await fillShopper(page);
      expect(await invoice.isChecked()).toBe(true);
      expect(await bannerText(page)).toContain('offline');
      expect(await page.getByTestId('payment-unavailable').count()).toBe(0);
      expect(offlineDocuments).toEqual([]);
    } finally {
      offline = false;
      await setOffline(false);
    }

    // Back online the method's code loads without the shopper doing anything, and the payment goes through.
    await expect.poll(() => bannerText(page)).not.toContain('offline');
    await expect.poll(() => chunks.loaded.some((chunk) => chunk.startsWith('offline-'))).toBe(true);
    expect(await invoice.isChecked()).toBe(true);
    await page.locator('[data-testid="pay-button"]:enabled').click();
    await page.waitForURL(new RegExp(`/${cartId}/order-confirmation`));
    expect(await page.getByTestId('order-confirmation').getAttribute('data-state')).toBe('confirmed');
    expect(offlineDocuments).toEqual([]);
    expect(frameUrls.filter((url) => url.startsWith('chrome-error:'))).toEqual([]);
    expect(problems.list()).toEqual([]);
    await page.close();
  });

  it('shows the offline banner, keeps the typed input, says the connection failed on Pay, and completes the purchase once online again', async () => {
    const cartId = await createCart(harness.stack.sandboxUrl, 'demo-minimal', 'offline');
    const page = await harness.page();
    const problems = watchPageProblems(page);
    await page.goto(checkoutUrl('demo-minimal', cartId));
    await fillShopper(page);
    await choose(page, 'payment-methods', 'Invoice');
    await setOffline(true);
    try {
      await expect.poll(() => bannerText(page)).toContain('offline');
      await page.locator('[data-testid="pay-button"]:enabled').click();
      await page.getByTestId('pay-error').waitFor();
      const payError = (await page.getByTestId('pay-error').textContent()) ?? '';
      expect(payError).toContain(NO_ANSWER);
      expect(payError).not.toContain(SERVER_ERROR);
      expect(await page.getByTestId('contact-email').locator('input').inputValue()).toBe('ada@example.com');
      expect(await page.getByTestId('billing-city').locator('input').inputValue()).toBe('München');
    } finally {
      await setOffline(false);
    }
    await expect.poll(() => bannerText(page)).not.toContain('offline');
    await page.locator('[data-testid="pay-button"]:enabled').click();
    await page.waitForURL(new RegExp(`/${cartId}/order-confirmation`));
    expect(await page.getByTestId('order-confirmation').getAttribute('data-state')).toBe('confirmed');
    expect(problems.list()).toEqual([]);
    await page.close();
  });
});
