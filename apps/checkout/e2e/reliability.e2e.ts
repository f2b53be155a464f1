import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutHarness, choose, fillShopper, startHarness } from './support/checkoutHarness';
import { createCart, expectScreen } from './support/checkoutScreens';
import { watchPageProblems } from './support/watchPageProblems';

// Promises of issue 12 (docs/security.md) that only a browser can show: a lost order-create answer
// ends on the order the platform made (issue 41), a chunk that fails to load reloads the page once and keeps the form,
// and hostile route parameters end on a proper screen (going offline: offline.e2e.ts).
let harness: CheckoutHarness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

const checkoutUrl = (merchant: string, cartId: string) => `${harness.stack.appUrl}/en/${merchant}/${cartId}`;

describe('money safety', () => {
  // Issue 41, finding 2: the order existed, but the page said "no answer", and Pay again risked a second order.
  it('shows the order when the order-create answer is lost: the page asks the platform and sends nothing again', async () => {
    const cartId = await createCart(harness.stack.sandboxUrl, 'demo-minimal', 'lost');
    const page = await harness.page();
    const problems = watchPageProblems(page);
    await page.goto(checkoutUrl('demo-minimal', cartId));
    await fillShopper(page);
    await choose(page, 'payment-methods', 'Invoice');
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/order-create')) sent.push(request);
    });
    // The first order-create reaches the sandbox, which creates the order; its answer never reaches the page.
    const lost: { orderId: string | null } = { orderId: null };
    await page.route(
      '**/order-create',
      async (route) => {
        const answer = await route.fetch();
        lost.orderId = ((await answer.json()) as { data: { order_id?: string } }).data.order_id ?? null;
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    const status = page.waitForResponse((response) => response.url().endsWith(`/cart/${cartId}/payment-status`));
    await page.locator('[data-testid="pay-button"]:enabled').click();
    expect(((await (await status).json()) as { data: { state: string } }).data.state).toBe('ordered');
    await page.waitForURL(new RegExp(`/${cartId}/order-confirmation`));

    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers()['idempotency-key']).toMatch(/\S{8,}/);
    expect(lost.orderId).toMatch(/\S+/);
    expect(new URL(page.url()).searchParams.get('order_id')).toBe(lost.orderId);
    // The sandbox holds that order, and no other can be made for the cart (one live order per cart).
    const sandbox = `${harness.stack.sandboxUrl}/api/demo-minimal`;
    expect((await fetch(`${sandbox}/order/${lost.orderId}`)).status).toBe(200);
    const another = await fetch(`${sandbox}/order-create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `other-${Date.now()}` },
      body: sent[0]?.postData() ?? '',
    });
    expect(another.status).toBe(409);
    expect(problems.list()).toEqual([]);
    await page.close();
  });
});

describe('chunk-load failure', () => {
  it('reloads the page once when a route chunk fails to load, and restores what the shopper typed', async () => {
    const cartId = await createCart(harness.stack.sandboxUrl, 'demo-all', 'chunk');
    const page = await harness.page();
    const problems = watchPageProblems(page);
    await page.goto(checkoutUrl('demo-all', cartId));
    await page.getByTestId('contact-email').locator('input').fill('chunk@example.com');
    await page.getByTestId('billing-city').locator('input').fill('Bremen');
    // The first code chunk the page imports on demand (not one the HTML loads) is gone, as after a
    // deployment, until the app has reloaded: its preload and its import both fail.
    const html = await (await fetch(checkoutUrl('demo-all', cartId))).text();
    // The scripts its tags load or preload, or that its script writes back once painted (`"src":"…"`; the
    // import map names every chunk, loaded or not).
    const inHtml = new Set(
      [...html.matchAll(/(?:src|href)(?:=|":)"(\/assets\/[\w.-]+\.js)"/g)].map((match) => match[1]),
    );
    let documents = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) documents++;
    });
    const failed: string[] = [];
    await page.route(
      (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !inHtml.has(url.pathname),
      async (route) => {
        const path = new URL(route.request().url()).pathname;
        if (documents >= 2 || (failed.length > 0 && failed[0] !== path)) return route.continue();
        if (failed.length === 0) failed.push(path);
        return route.abort('failed');
      },
    );
    await page.reload();
    // Our reload plus the app's one automatic reload (the failed chunk may be fetched after first paint).
    await expect.poll(() => documents).toBe(2);
    await page.getByTestId('checkout-page').waitFor();
    await expect.poll(() => page.getByTestId('contact-email').locator('input').inputValue()).toBe('chunk@example.com');
    expect(await page.getByTestId('billing-city').locator('input').inputValue()).toBe('Bremen');
    expect(failed).toHaveLength(1);
    expect(documents).toBe(2);
    expect(await page.evaluate(() => sessionStorage.getItem('checkout:chunk-reload-at'))).toMatch(/^\d+$/);
    expect(problems.list().filter((problem) => !problem.includes('dynamically imported module'))).toEqual([]);
    await page.close();
  });
});

const long = (length: number) => 'a'.repeat(length);
const hostileRoutes = [
  '/en/demo-all/..%2f..%2fetc%2fpasswd',
  '/en/..%2f..%2fapi%2fdemo-all/cart-normal',
  '/en/demo-all/%2e%2e/%2e%2e/sandbox/scenarios',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/en/demo-all/cart-normal%2f..%2f..%2forder-create',
  '/en/demo-all/cart%00normal',
  '/en/demo%00all/cart-normal',
  '/%00/demo-all/cart-normal',
  `/en/${long(10_000)}/cart-normal`,
  `/en/demo-all/${long(10_000)}`,
  `/en/demo-all/${encodeURIComponent('🛒-ünïcødé-корзина')}`,
  `/en/${encodeURIComponent('ключ-🔑')}/cart-normal`,
  '/xx/demo-all/cart-normal',
  '/EN/demo-all/cart-normal',
  '/zh-Hant-TW/demo-all/cart-normal',
  `/${long(300)}/demo-all/cart-normal`,
  `/${encodeURIComponent('日本語')}/demo-all/cart-normal`,
  '/en/demo-all/cart-normal/order-confirmation?order_id=..%2f..%2fetc%2fpasswd',
  `/en/demo-all/update-payment-method?customer_id=..%2f..%2f&order_id=%00&hash=${long(10_000)}&is_update_all=2&currency=%F0%9F%92%B6`,
  '/en/..%2f..%2f/update-payment-method?customer_id=cus_demo&hash=00',
  `/en/${long(10_000)}/updated-successfully`,
  '/en/demo-all/redirected-payment-update?order_id=%2e%2e%2f&redirect_status=succeeded',
  '/en/demo-all/stripe-update-flow-redirected?payment_intent=..%2f..%2f&redirect_status=succeeded',
  '/en/demo-all/mollie-update-flow-redirected?order_id=%00',
] as const;

describe('route-parameter fuzzing', () => {
  it('ends every hostile route on an error, not-found or redirected screen: no blank page, no uncaught error, no 5xx, no foreign host', async () => {
    const page = await harness.page();
    const problems = watchPageProblems(page);
    const ours = new Set([new URL(harness.stack.appUrl).host, new URL(harness.stack.sandboxUrl).host]);
    const foreign: string[] = [];
    const serverErrors: string[] = [];
    page.on('request', (request) => {
      const target = new URL(request.url());
      if (target.protocol.startsWith('http') && !ours.has(target.host)) foreign.push(request.url());
    });
    page.on('response', (response) => {
      if (response.status() >= 500) serverErrors.push(`${response.status()} ${response.url().slice(0, 120)}`);
    });
    const blank: string[] = [];
    for (const route of hostileRoutes) {
      const response = await page.goto(`${harness.stack.appUrl}${route}`);
      expect(response?.status() ?? 0, route.slice(0, 80)).toBeLessThan(500);
      // The server itself refuses a traversal it resolves to a file path: a plain 404 envelope, no internals.
      if (response?.status() === 404 && (await response.text()).startsWith('{')) {
        expect(await response.json()).toEqual({ status: 404, message: 'This page could not be found' });
        continue;
      }
      try {
        await expectScreen(page, 8_000);
      } catch {
        blank.push(`${route.slice(0, 100)} → ${((await page.locator('body').textContent()) ?? '').slice(0, 100)}`);
      }
    }
    expect(blank).toEqual([]);
    expect(serverErrors).toEqual([]);
    expect(foreign).toEqual([]);
    expect(problems.list()).toEqual([]);
    await page.close();
  });
});
