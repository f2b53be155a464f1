import { type ChromiumSession, launchChromium, type RunningStack, startStack } from '@checkout/e2e';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choose, fillShopper } from './support/checkoutHarness';
import { waitingForHydration } from './support/untilHydrated';

// Promises of docs/security.md about what merchants configure: translation and styling overrides
// full of injection payloads render as text or are dropped and reach no outside host; merchant
// scripts run only when pinned by exact URL and sha384 on the merchant's approved list, a changed
// file never, and none on the update-payment page.
//
// The stack runs as `pnpm start` runs it (no MERCHANT_SCRIPT_HOSTS): the server's default sandbox
// configuration pins the sandbox's demo widget, at its own URL and at `?copy=tampered`, where the
// sandbox serves other bytes, standing for a merchant's file changed after it was pinned.
let stack: RunningStack;
let browser: ChromiumSession;
let appUrl: string;
let sandboxUrl: string;

beforeAll(async () => {
  stack = await startStack();
  ({ appUrl, sandboxUrl } = stack);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** A page that records dialogs, CSP violations and every request it makes. */
async function watchedPage(): Promise<{
  page: Page;
  dialogs: string[];
  requests: string[];
  violations: () => Promise<string[]>;
}> {
  const page = waitingForHydration(await browser.context.newPage());
  const dialogs: string[] = [];
  const requests: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => requests.push(request.url()));
  // Injected through the DevTools protocol, so the page's policy does not block the recorder itself.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Reflect.set(window, '__violations', seen);
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const violations = () => page.evaluate(() => [...(Reflect.get(window, '__violations') as string[])]);
  return { page, dialogs, requests, violations };
}

/** Requests to any host but the checkout's and the sandbox's (`data:` and `blob:` contact no host). */
const outside = (requests: readonly string[]) =>
  requests.filter((url) => /^https?:/.test(url) && ![appUrl, sandboxUrl].includes(new URL(url).origin));

/** Which copies of the merchant widget ran (`<html data-merchant-widget>`), and which merchant elements are in the head. */
const merchantState = (page: Page) =>
  page.evaluate(() => ({
    ran: document.documentElement.getAttribute('data-merchant-widget'),
    pwned: document.documentElement.getAttribute('data-pwned'),
    elements: [...document.head.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('[data-merchant]')].map(
      (element) => ({
        id: element.getAttribute('data-settings-id'),
        url: element.getAttribute('src') ?? element.getAttribute('href'),
        integrity: element.getAttribute('integrity'),
      }),
    ),
  }));

describe('merchant overrides in the browser', () => {
  it('renders hostile translation, theme and styling overrides as text or drops them, with no dialog, no script and no outside request', async () => {
    const { page, dialogs, requests, violations } = await watchedPage();
    await page.goto(`${appUrl}/en/demo-hostile/cart-hostile`);
    const pay = page.getByTestId('pay-button');
    await pay.waitFor();
    await page.waitForLoadState('networkidle');

    // Markup in a translation is text: the Pay button says it literally, and no element came of it.
    expect(await pay.textContent()).toContain('<img src=x onerror=');
    expect(await page.locator('h1').first().textContent()).toContain('</style><script>');
    expect(await page.locator('img[src="x"], b[onclick], a[href^="javascript:"]').count()).toBe(0);
    // ICU abuse and very long text never break the page; the 50 000-character total is dropped.
    expect(await page.evaluate(() => (document.body.textContent ?? '').includes('x'.repeat(2001)))).toBe(false);
    expect(await page.getByTestId('cart-summary').isVisible()).toBe(true);
    // Theme values with url(), expression() or a style breakout never reach the page's styles.
    const styles = await page.evaluate(() =>
      [...document.querySelectorAll('[style]')].map((element) => element.getAttribute('style') ?? '').join('\n'),
    );
    expect(styles).not.toMatch(/url\(|expression\(|<\/style>|@import/i);

    await fillShopper(page);
    await page
      .getByTestId('checkboxes')
      .getByLabel(/I accept/)
      .check();
    await choose(
      page,
      'payment-methods',
      'Invoice <img src=x onerror="document.documentElement.dataset.pwned=\'img\'">',
    );
    await pay.click();
    await page.waitForURL(/\/cart-hostile\/order-confirmation/);
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('Carbon travel tripod <img src=x').first().isVisible()).toBe(true);

    expect((await merchantState(page)).pwned).toBeNull();
    expect(dialogs).toEqual([]);
    expect(await violations()).toEqual([]);
    expect(outside(requests)).toEqual([]);
    await page.close();
  });

  it('adds only pinned merchant scripts with their integrity, never runs a changed copy (under `pnpm start`’s configuration), and adds none on the update page', async () => {
    const widget = `${sandboxUrl}/sandbox/merchant/widget.js`;
    const tampered = `${widget}?copy=tampered`;
    // The sandbox really serves other bytes at the tampered copy's URL.
    const [original, changed] = await Promise.all([widget, tampered].map(async (url) => (await fetch(url)).text()));
    expect(changed).not.toBe(original);

    const { page, requests, dialogs } = await watchedPage();
    await page.goto(`${appUrl}/en/demo-hostile/cart-hostile`);
    await page.getByTestId('pay-button').waitFor();
    await expect.poll(async () => (await merchantState(page)).ran).toBe('approved');
    await expect.poll(() => requests.includes(tampered)).toBe(true);
    await page.waitForLoadState('networkidle');
    const checkout = await merchantState(page);
    // Off-list host, http, javascript:, data:, an import map and every link are refused; the pinned
    // file and its tampered copy are added with the pinned integrity, and only the intact one runs.
    expect(checkout.elements).toEqual([
      { id: 'approved', url: widget, integrity: expect.stringMatching(/^sha384-/) },
      { id: 'tampered', url: tampered, integrity: checkout.elements[0]?.integrity },
    ]);
    expect(checkout.ran).toBe('approved');

    const hash = 'a'.repeat(64);
    await page.goto(
      `${appUrl}/en/demo-hostile/update-payment-method?customer_id=cus_x&order_id=ord_x&hash=${hash}&is_update_all=0&currency=EUR`,
    );
    await page.locator('[data-testid="update-page"], [data-testid="update-invalid-link"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    const update = await merchantState(page);
    expect(update.elements).toEqual([]);
    expect(update.ran).toBeNull();
    expect(requests.filter((url) => url.includes('/sandbox/merchant/')).length).toBe(2);
    expect(dialogs).toEqual([]);
    expect(outside(requests)).toEqual([]);
    await page.close();
  });
});
