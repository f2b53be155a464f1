import { createHash } from 'node:crypto';
import { join } from 'node:path';
import {
  type ChromiumSession,
  getFreePort,
  launchChromium,
  repoRoot,
  type StartedProcess,
  startProcess,
} from '@checkout/e2e';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choose, fillShopper } from './support/checkoutHarness';

// Promises of docs/security.md about what merchants configure: translation and styling overrides
// full of injection payloads render as text or are dropped and reach no outside host; merchant
// scripts run only when https (or the loopback sandbox) and on the merchant's approved list, with
// their integrity checked when pinned, and never on the update-payment page.
//
// The stack is started here rather than by `startStack`, because the checkout server's
// `MERCHANT_SCRIPT_HOSTS` must pin a file on the sandbox, whose port is only known once it runs.
let sandbox: StartedProcess;
let app: StartedProcess;
let browser: ChromiumSession;
let appUrl: string;
let sandboxUrl: string;

beforeAll(async () => {
  const [sandboxPort, appPort] = [await getFreePort(), await getFreePort()];
  sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  appUrl = `http://127.0.0.1:${appPort}`;
  sandbox = await startProcess({
    command: process.execPath,
    args: [join(repoRoot, 'apps/sandbox/dist/main.js'), '--memory'],
    cwd: join(repoRoot, 'apps/sandbox'),
    env: { PORT: String(sandboxPort), HOST: '127.0.0.1' },
    readyUrl: `${sandboxUrl}/health`,
  });
  const widget = `${sandboxUrl}/sandbox/merchant/widget.js`;
  const source = await (await fetch(widget)).text();
  const integrity = `sha384-${createHash('sha384').update(source).digest('base64')}`;
  const wrong = `sha384-${createHash('sha384').update(`${source}// changed after it was pinned`).digest('base64')}`;
  app = await startProcess({
    command: process.execPath,
    args: [join(repoRoot, 'apps/checkout/dist-server/index.js')],
    cwd: join(repoRoot, 'apps/checkout'),
    env: {
      PORT: String(appPort),
      HOST: '127.0.0.1',
      SANDBOX_URL: sandboxUrl,
      MERCHANT_SCRIPT_HOSTS: JSON.stringify({
        'demo-hostile': [
          'https://cdn.hostile.example',
          { src: widget, integrity },
          { src: `${widget}?copy=tampered`, integrity: wrong },
        ],
      }),
    },
    readyUrl: `${appUrl}/health`,
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([app?.stop(), sandbox?.stop()]);
});

/** A page that records dialogs, CSP violations and every request it makes. */
async function watchedPage(): Promise<{
  page: Page;
  dialogs: string[];
  requests: string[];
  violations: () => Promise<string[]>;
}> {
  const page = await browser.context.newPage();
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

  it('adds only approved merchant scripts, runs them under the policy with their integrity checked, and adds none on the update page', async () => {
    const { page, requests, dialogs } = await watchedPage();
    await page.goto(`${appUrl}/en/demo-hostile/cart-hostile`);
    await page.getByTestId('pay-button').waitFor();
    await expect.poll(async () => (await merchantState(page)).ran).toBe('approved');
    const widget = `${sandboxUrl}/sandbox/merchant/widget.js`;
    const checkout = await merchantState(page);
    // Off-list host, http, javascript:, data:, an import map and every link are refused; the pinned
    // file and its tampered copy are added with integrity, and only the intact one runs.
    expect(checkout.elements).toEqual([
      { id: 'approved', url: widget, integrity: expect.stringMatching(/^sha384-/) },
      { id: 'tampered', url: `${widget}?copy=tampered`, integrity: expect.stringMatching(/^sha384-/) },
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
