import { readFileSync } from 'node:fs';
import { launchChromium } from '@checkout/e2e';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CheckoutHarness,
  choose,
  completeAllButPayment,
  fillShopper,
  startHarness,
} from './support/checkoutHarness';
import { createCart, expectScreen } from './support/checkoutScreens';
import { faultHeader, SANDBOX_FAULTS } from './support/injectFault';

// Promises of issue 26 (docs/security.md) that only a browser can show: markup injected into a page
// runs no script and applies no stylesheet, even from a host the page's fallback list names ('strict-dynamic'
// with a nonce), and a changed copy of one of our own scripts never runs, wherever it is loaded from
// (the entry's tag, a route chunk the HTML preloads, a chunk the app imports on demand).
let harness: CheckoutHarness;
const onClose: (() => Promise<void>)[] = [];

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await Promise.all(onClose.map((close) => close()));
  await harness?.close();
});

/** Vite's build manifest of the app the stack serves. */
const manifest = JSON.parse(readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
  string,
  { file: string; isEntry?: boolean }
>;
const fileOf = (key: string) => `/${manifest[key]?.file ?? ''}`;
/** The emitted chunk named `name` (found by its file, so the test names no path inside a package). */
const chunkNamed = (name: string) =>
  `/${Object.values(manifest).find((entry) => new RegExp(`^assets/${name}-[\\w-]+\\.js$`).test(entry.file))?.file ?? ''}`;

/**
 * A page that records the Content-Security-Policy violations it sees (the recorder runs through the
 * DevTools protocol, outside the policy), in a browser of its own: a document the test answers itself
 * has no address space, so Chromium's local-network checks would refuse its calls to the loopback sandbox.
 */
async function watchedPage(): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const browser = await launchChromium({ args: ['--disable-features=LocalNetworkAccessChecks'] });
  onClose.push(() => browser.close());
  const page = await browser.context.newPage();
  await page.addInitScript(() => {
    const seen: string[] = [];
    Reflect.set(window, '__violations', seen);
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return { page, violations: () => page.evaluate(() => [...(Reflect.get(window, '__violations') as string[])]) };
}

/** Marks `<html>` with `name` when it runs: the probe injected scripts and tampered files carry. */
const mark = (name: string) =>
  `;document.documentElement.setAttribute('data-ran', ((document.documentElement.getAttribute('data-ran') || '') + ' ${name}').trim());\n`;
const ran = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-ran'));

/** Answers `route` with the server's own response, its body changed by `change` (headers kept, encoding dropped). */
async function fulfillChanged(route: Route, change: (body: string) => string): Promise<void> {
  const response = await route.fetch();
  const headers = Object.fromEntries(
    Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
  );
  await route.fulfill({ status: response.status(), headers, body: change(await response.text()) });
}

describe('markup injected into a page', () => {
  it('runs no script and applies no stylesheet, even from a host the page names, while the app’s own scripts and styles work', async () => {
    const cartId = await createCart(harness.stack.sandboxUrl, 'demo-all', 'inject');
    const { page, violations } = await watchedPage();
    // Any request to Google Tag Manager gets a probe instead (nothing leaves the machine).
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: mark('gtm-container') }),
    );
    // The server's HTML with what a markup injection (a merchant field rendered raw, say) would add.
    const injected = [
      '<script src="https://www.googletagmanager.com/gtm.js?id=GTM-ATTACKER"></script>',
      `<script>${mark('inline')}</script>`,
      '<style>#root{outline:7px solid rgb(1, 2, 3)}</style>',
    ].join('');
    await page.route(`${harness.stack.appUrl}/en/demo-all/${cartId}`, (route) =>
      fulfillChanged(route, (html) => html.replace('</body>', `${injected}</body>`)),
    );
    await page.goto(`${harness.stack.appUrl}/en/demo-all/${cartId}`);
    await page.getByTestId('pay-button').waitFor();
    // The card double's own stylesheet and the theme's style attributes still apply.
    await completeAllButPayment(page);
    await choose(page, 'payment-methods', 'Card and wallets');
    await page.getByLabel('Card number').waitFor();
    await page.waitForLoadState('networkidle');

    expect(await ran(page)).toBeNull();
    expect(
      await page.evaluate(() => getComputedStyle(document.getElementById('root') as Element).outlineColor),
    ).not.toBe('rgb(1, 2, 3)');
    expect(
      await page.evaluate(() => {
        const host = document.querySelector('.checkout-provider-double');
        const legend = host?.shadowRoot?.querySelector('legend');
        return legend ? getComputedStyle(legend).fontWeight : null;
      }),
    ).toBe('600');
    // The injected script, inline script and stylesheet are refused; nothing of the app's own is.
    expect((await violations()).sort()).toEqual([
      'script-src-elem https://www.googletagmanager.com/gtm.js?id=GTM-ATTACKER',
      'script-src-elem inline',
      'style-src-elem inline',
    ]);
    await page.close();
  });
});

describe('a changed copy of our own scripts', () => {
  // The built shell's last module script is the app's entry (the first is the bundler's runtime).
  const shell = readFileSync(new URL('../dist/index.html', import.meta.url), 'utf8');
  const entry = [...shell.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)].at(-1)?.[1] ?? '';
  const cases = [
    ['the entry the HTML loads', entry, false],
    [
      'a route chunk the HTML preloads',
      fileOf('src/routes/$lang/$apiKey/$cartId/index.tsx?tsr-split=component'),
      false,
    ],
    ['a chunk the app imports on demand (a payment adapter)', chunkNamed('adyen'), true],
  ] as const;

  it.each(cases)('never runs: %s', async (_name, file, onDemand) => {
    expect(file).toMatch(/^\/assets\/.+\.js$/);
    const cartId = await createCart(harness.stack.sandboxUrl, 'demo-all', 'tamper');
    const page = await harness.page();
    let served = 0;
    // What a compromised cache or proxy in front of the server would do: the same URL, other bytes.
    await page.route(`${harness.stack.appUrl}${file}`, (route) => {
      served++;
      return fulfillChanged(route, (code) => `${code}\n${mark('tampered')}`);
    });
    await page.goto(`${harness.stack.appUrl}/en/demo-all/${cartId}`);
    if (onDemand) {
      await page.getByTestId('pay-button').waitFor();
      await choose(page, 'payment-methods', 'Adyen');
    }
    await expect.poll(() => served).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    // A chunk refused on demand reloads the page once (chunkReload): read the mark once it has settled.
    await expect.poll(() => ran(page).catch(() => 'navigating')).toBeNull();
    await page.close();
  });
});

describe('Google Tag Manager', () => {
  it('starts only on the checkout page and the order confirmation: never on a provider return, an update page or a page without a merchant', async () => {
    const page = await harness.page();
    // Where the page started the merchant's container (`demo-branded` sets `GTM-SANDBOX`): in sandbox
    // mode its script stays on the machine, but the start event marks each place it would load.
    await page.addInitScript(() => {
      const starts: string[] = [];
      const layer: unknown[] = [];
      layer.push = (...events: unknown[]) => {
        for (const event of events) {
          if ((event as { event?: unknown } | null)?.event === 'gtm.js')
            starts.push(`${location.pathname}${location.search}`);
        }
        return Array.prototype.push.apply(layer, events);
      };
      Reflect.set(window, 'dataLayer', layer);
      Reflect.set(window, '__gtmStarts', starts);
    });
    const starts = () => page.evaluate(() => [...(Reflect.get(window, '__gtmStarts') as string[])]);
    const visit = async (path: string) => {
      await page.goto(`${harness.stack.appUrl}${path}`);
      await expectScreen(page);
      await page.waitForLoadState('networkidle');
      return starts();
    };
    const cartId = await createCart(harness.stack.sandboxUrl, 'demo-branded', 'gtm');
    const checkout = `/en/demo-branded/${cartId}`;

    expect(await visit(checkout)).toEqual([checkout]);
    // A provider return carries the provider's secrets in its address: no container may read it.
    const stripeReturn = `${checkout}/stripe-redirected?payment_intent=pi_x&payment_intent_client_secret=pi_x_secret_y&redirect_status=failed`;
    expect((await visit(stripeReturn)).filter((path) => path.includes('redirected'))).toEqual([]);
    const hash = 'a'.repeat(64);
    expect(
      await visit(
        `/en/demo-branded/update-payment-method?customer_id=cus_x&order_id=ord_x&hash=${hash}&is_update_all=0&currency=EUR`,
      ),
    ).toEqual([]);
    expect(await visit('/en/error/quote-unavailable')).toEqual([]);
    expect(await visit('/en/cart/create')).toEqual([]);

    await visit(checkout);
    await fillShopper(page);
    await choose(page, 'shipping-methods', 'Standard delivery');
    await choose(page, 'payment-methods', 'Invoice');
    await page.locator('[data-testid="pay-button"]:enabled').click();
    await page.waitForURL(new RegExp(`/${cartId}/order-confirmation`));
    await page.reload();
    await expectScreen(page);
    await page.waitForLoadState('networkidle');
    const confirmation = await starts();
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]).toMatch(new RegExp(`^/en/demo-branded/${cartId}/order-confirmation`));
    await page.close();
  });
});

describe('the page preloads', () => {
  /**
   * The bodies of the scripts a page's HTML announces as module preloads: as tags in the shell, or in the
   * data of the script that writes them back once a rendered page has painted (`loadScriptsAfterPaint`).
   */
  async function announced(path: string, headers: Record<string, string> = {}): Promise<string[]> {
    const html = await (await fetch(`${harness.stack.appUrl}${path}`, { headers })).text();
    const files = [
      ...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g),
      ...html.matchAll(/"rel":"modulepreload"[^}]*"href":"([^"]+)"/g),
    ].map(([, file]) => file ?? '');
    return Promise.all(files.map(async (file) => (await fetch(`${harness.stack.appUrl}${file}`)).text()));
  }
  // Told apart by what they hold, not by a file name: the German catalogue's core part and its update
  // area (compiled messages), the German country names.
  const germanCore = (code: string) => code.includes('validation.required') && code.includes('ist ein Pflichtfeld');
  const germanUpdate = (code: string) => code.includes('update.title') && code.includes('Zahlungsart ändern');
  const germanNames = (code: string) => code.includes('Vereinigte Arabische Emirate');

  it("announce the language's catalogue, the page's area and, on the checkout page the browser renders, the country names", async () => {
    const cartId = await createCart(harness.stack.sandboxUrl, 'demo-all', 'preloads');
    // Rendered by the server: its country names came in its query cache.
    const checkout = await announced(`/de/demo-all/${cartId}`);
    expect(checkout.filter(germanCore)).toHaveLength(1);
    expect(checkout.filter(germanNames)).toHaveLength(0);
    expect(checkout.filter(germanUpdate)).toHaveLength(0);
    // The shell, when the platform is too slow for the render: the browser reads and needs them.
    const late = await announced(`/de/demo-all/${cartId}`, {
      'x-sandbox-fault': faultHeader(SANDBOX_FAULTS['3 s latency'], '/api/*/cart/*'),
    });
    expect(late.filter(germanCore)).toHaveLength(1);
    expect(late.filter(germanNames)).toHaveLength(1);

    const hash = 'a'.repeat(64);
    const update = await announced(
      `/de/demo-all/update-payment-method?customer_id=cus_x&order_id=ord_x&hash=${hash}&is_update_all=0&currency=EUR`,
    );
    expect(update.filter(germanCore)).toHaveLength(1);
    expect(update.filter(germanUpdate)).toHaveLength(1);
    expect(update.filter(germanNames)).toHaveLength(0);
  });
});
