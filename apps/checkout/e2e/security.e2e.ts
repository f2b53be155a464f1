import { launchChromium } from '@checkout/e2e';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CheckoutHarness,
  choose,
  completeAllButPayment,
  fillShopper,
  startHarness,
} from './support/checkoutHarness';
import { waitingForHydration } from './support/untilHydrated';

// Promises of docs/security.md that only a browser can show: one order per attempt however the
// shopper clicks, one order per cart across browsers, nothing sensitive in browser storage, and no
// script from outside the inventory.
let harness: CheckoutHarness;
let carts = 0;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

async function newCart(merchant: string): Promise<string> {
  const id = `sec-${Date.now()}-${carts++}`;
  const response = await fetch(`${harness.stack.sandboxUrl}/api/${merchant}/cart/${id}/items/tripod`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"quantity":1}',
  });
  expect(response.status).toBe(201);
  return id;
}

/**
 * The script sources a page's Content-Security-Policy names (its fallback list for browsers without
 * 'strict-dynamic'), which the server builds from the committed inventory for the page's class
 * (`server/security/scriptInventory.json`), its `config:*` entries resolved from its configuration.
 */
async function scriptSourcesOf(path: string): Promise<string[]> {
  const response = await fetch(`${harness.stack.appUrl}${path}`, { redirect: 'manual' });
  const policy = response.headers.get('content-security-policy') ?? '';
  const directive = policy.split(';').find((part) => part.trim().startsWith('script-src ')) ?? '';
  return directive
    .trim()
    .split(/\s+/)
    .slice(1)
    .map((source) => (source === "'self'" ? harness.stack.appUrl : source))
    .filter((source) => !source.startsWith("'"));
}

/** Whether `url` matches a CSP host source: scheme, host (a leading `*.` for subdomains), port, and a path prefix (ending in `/`) or exact path. */
function matchesSource(url: URL, source: string): boolean {
  const parsed = /^(https?):\/\/(\*\.)?([^/:]+)(:\d+)?(\/.*)?$/.exec(source);
  if (!parsed) return false;
  const [, scheme, wildcard, host = '', port = '', path = ''] = parsed;
  if (url.protocol !== `${scheme}:` || (url.port ? `:${url.port}` : '') !== port) return false;
  if (wildcard ? !url.hostname.endsWith(`.${host}`) : url.hostname !== host) return false;
  return path === '' || (path.endsWith('/') ? url.pathname.startsWith(path) : url.pathname === path);
}

/** Counts the order-create requests a page sends. */
function countOrderCreates(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/order-create')) count++;
  });
  return () => count;
}

async function readyToPayOffline(cartId: string, page?: Page): Promise<Page> {
  page ??= await harness.page();
  await page.goto(`${harness.stack.appUrl}/en/demo-minimal/${cartId}`);
  await fillShopper(page);
  await choose(page, 'payment-methods', 'Invoice');
  await expect.poll(() => page.getByTestId('pay-button').isEnabled()).toBe(true);
  return page;
}

describe('security promises in the browser', () => {
  it('sends one order however often Pay is pressed (five clicks and a double Enter)', async () => {
    const cartId = await newCart('demo-minimal');
    const page = await readyToPayOffline(cartId);
    const orderCreates = countOrderCreates(page);
    const pay = page.getByTestId('pay-button');
    await pay.focus();
    // Five clicks within the same task, then Enter twice on the focused button.
    await pay.evaluate((button: HTMLElement) => {
      for (let i = 0; i < 5; i++) button.click();
    });
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/${cartId}/order-confirmation`));
    expect(orderCreates()).toBe(1);
    await page.close();
  });

  it('makes one order when two browsers pay the same cart, and shows the second that order (tabs of one browser: twoTabs.e2e.ts)', async () => {
    const cartId = await newCart('demo-minimal');
    const first = await readyToPayOffline(cartId);
    // Another browser shares no pay lock or channel with the first: only the platform stands between them.
    const otherBrowser = await launchChromium();
    try {
      const second = await readyToPayOffline(cartId, waitingForHydration(await otherBrowser.context.newPage()));
      const orderCreates: number[] = [];
      second.on('response', (response) => {
        if (response.url().endsWith('/order-create')) orderCreates.push(response.status());
      });
      await first.getByTestId('pay-button').click();
      await first.waitForURL(new RegExp(`/${cartId}/order-confirmation\\?order_id=ord_`));
      const orderId = new URL(first.url()).searchParams.get('order_id');
      // The platform refuses a second order (409 order_exists) and the second browser, asking what became of
      // the cart (issue 41), is shown the one order instead of a form that would pay again.
      await second.getByTestId('pay-button').click();
      await second.waitForURL(new RegExp(`/${cartId}/order-confirmation\\?order_id=${orderId}`));
      expect(orderCreates.every((status) => status === 409)).toBe(true);
    } finally {
      await Promise.all([first.close(), otherBrowser.close()]);
    }
  });

  it('keeps no card number, provider secret, bot-check token, social security number or api key in browser storage, and binds the form to its cart (update hashes: update.e2e.ts)', async () => {
    const cartId = await newCart('demo-all');
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/en/demo-all/${cartId}`);
    // A form saved in the older format (its key held the api key) is swept on the next load.
    await page.evaluate(
      (id) => sessionStorage.setItem(`checkout:form:demo-all:${id}`, '{"email":"old@example.com"}'),
      cartId,
    );
    await page.reload();
    await page.getByTestId('contact-email').waitFor();
    const storage = () => page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
    const forbidden = [/4242\s?4242/, /_secret_/, /sandbox-valid-/, /123-45-6789/, /tokencc_/, /demo-all/];
    const entries = () => page.evaluate(() => [sessionStorage, localStorage].flatMap((store) => Object.entries(store)));
    const expectClean = async (step: string) => {
      for (const pattern of forbidden) expect(await storage(), step).not.toMatch(pattern);
      // Every per-cart record names its cart and when it was saved.
      for (const [key, value] of await entries()) {
        if (/^checkout:(form|pay-attempt|pending-return|confirmation|utm-sent):/.test(key))
          expect(JSON.parse(value), `${step}: ${key}`).toMatchObject({ cartId, savedAt: expect.any(Number) });
      }
    };
    await expectClean('after load');
    expect(await storage()).not.toContain('old@example.com');
    await completeAllButPayment(page);
    await choose(page, 'payment-methods', 'Card and wallets');
    await page.getByTestId('social-security').locator('input').fill('123-45-6789');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
    await page.getByLabel('Security code (CVC)').fill('123');
    await expectClean('with card and social security number typed');
    expect(await storage(), 'the form is kept while the shopper types').toContain('ada@example.com');
    await page.getByTestId('pay-button').click();
    await page.waitForURL(new RegExp(`/${cartId}/order-confirmation`));
    await expectClean('on the confirmation');
    const formKeys = async () => (await entries()).filter(([key]) => key.startsWith('checkout:form:'));
    expect(await formKeys(), 'the form is gone once the order is confirmed').toEqual([]);
    await page.close();
  });

  it('executes scripts only from the inventory of each page’s class on every screen: seeded pages, each payment method, the confirmation and the update page', async () => {
    const page = await harness.page();
    const executed: { screen: string; path: string; url: string }[] = [];
    let screen = '';
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      const { pathname, search } = new URL(page.url());
      executed.push({ screen, path: `${pathname}${search}`, url: request.url() });
    });
    const visit = async (name: string, path: string) => {
      screen = name;
      await page.goto(`${harness.stack.appUrl}${path}`);
      await page.waitForLoadState('networkidle');
    };
    const chooseEach = async (name: string, group: string) => {
      const methods = page.getByTestId(group).locator('label');
      await methods.first().waitFor();
      for (let index = 0; index < (await methods.count()); index++) {
        screen = `${name}, payment method ${index + 1}`;
        await methods.nth(index).click();
        await page.waitForLoadState('networkidle');
      }
    };
    const scenarios = (await (await fetch(`${harness.stack.sandboxUrl}/sandbox/scenarios`)).json()) as {
      data: { name: string; path: string }[];
    };
    for (const scenario of scenarios.data) await visit(scenario.name, scenario.path);
    await visit('quote unavailable', '/en/error/quote-unavailable');
    await visit('unknown page', '/el/nope');
    const update = scenarios.data.find((scenario) => scenario.path.includes('update-payment-method'));
    expect(update).toBeDefined();
    await visit('update page', update?.path ?? '');
    await chooseEach('update page', 'update-methods');
    const cartId = await newCart('demo-all');
    await visit('checkout', `/en/demo-all/${cartId}`);
    await chooseEach('checkout', 'payment-methods');
    await completeAllButPayment(page);
    await choose(page, 'payment-methods', 'Invoice');
    screen = 'order confirmation';
    await page.getByTestId('pay-button').click();
    await page.waitForURL(new RegExp(`/${cartId}/order-confirmation`));
    await page.waitForLoadState('networkidle');

    expect(new Set(executed.map((script) => script.screen)).size).toBeGreaterThan(scenarios.data.length);
    // Each script against the sources the inventory gives the class of the page it ran on.
    const sources = new Map<string, string[]>();
    for (const { path } of executed) if (!sources.has(path)) sources.set(path, await scriptSourcesOf(path));
    const outside = executed.filter(
      ({ path, url }) => !(sources.get(path) ?? []).some((source) => matchesSource(new URL(url), source)),
    );
    expect(outside).toEqual([]);
    await page.close();
  });
});
