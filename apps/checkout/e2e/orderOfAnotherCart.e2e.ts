import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutHarness, choose, completeAllButPayment, pressPay, startHarness } from './support/checkoutHarness';
import { createCart, expectScreen } from './support/checkoutScreens';

// Issue 41, finding 5: a cart's confirmation page and its provider returns show only an order of that
// cart. Another cart's order of the same merchant (another shopper's) is the not-found page, on the
// server's status line (404) and in the browser, with nothing of it on the page or kept in the tab;
// the confirmation the tab kept of its own order stays as it was.
let harness: CheckoutHarness;

/** Another shopper's open order of `demo-all`, created on the sandbox, and what a page could show of it. */
let other: { cartId: string; orderId: string; number: string; total: string };

/** The other shopper, with a name no page of this test shows otherwise. */
const graceAddress = {
  first_name: 'Grace',
  last_name: 'Hopperstein',
  street: 'Friedrichstraße',
  street_number: '43',
  postal_code: '10117',
  city: 'Berlin',
  country: 'Germany',
  alpha2: 'DE',
  alpha3: 'DEU',
};

beforeAll(async () => {
  harness = await startHarness();
  const sandbox = `${harness.stack.sandboxUrl}/api/demo-all`;
  const cartId = await createCart(harness.stack.sandboxUrl, 'demo-all', 'other-shopper');
  // A camera too: the order's total is one no other page of this test shows.
  const camera = await fetch(`${sandbox}/cart/${cartId}/items/camera-x100`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"quantity":1}',
  });
  expect(camera.ok).toBe(true);
  const created = await fetch(`${sandbox}/order-create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `other-shopper-${cartId}` },
    body: JSON.stringify({
      cart_id: cartId,
      checkboxes: { terms: true },
      contact: { email: 'grace@example.com', address: { billing: graceAddress, shipping: graceAddress } },
      extras: [],
      payment_method: 'invoice',
    }),
  });
  expect(created.status).toBe(201);
  const orderId = ((await created.json()) as { data: { order_id: string } }).data.order_id;
  const read = (await (await fetch(`${sandbox}/order/${orderId}`)).json()) as {
    data: { order: { cart_id: string; number: string; status: string; sum_total_due: string } };
  };
  // The platform's answer names the order's cart: the checkout compares it with the cart in its address.
  expect(read.data.order).toMatchObject({ cart_id: cartId, status: 'open' });
  other = { cartId, orderId, number: read.data.order.number, total: read.data.order.sum_total_due };
});

afterAll(async () => {
  await harness?.close();
});

/** The tab's `sessionStorage`, as `key=value` lines. */
async function tabStorage(page: Page): Promise<string> {
  const entries = await page.evaluate(() => Object.entries(sessionStorage));
  return entries.map(([key, value]) => `${key}=${value}`).join('\n');
}

/** Nothing of the other shopper's order is on the page (number, total, billing name) or in the tab's storage. */
/**
 * `text` without the order id the address itself names: the sandbox's order number is a slice of
 * its id, so an id whose slice is all digits would otherwise be found in the page's own address.
 */
const withoutAddressedId = (text: string) => text.replaceAll(other.orderId, '');

async function expectNothingOfOther(page: Page) {
  const shown = withoutAddressedId((await page.locator('body').textContent()) ?? '');
  expect(shown).not.toContain(other.number);
  expect(shown).not.toContain(other.total);
  expect(shown).not.toContain(other.total.replace('.', ','));
  expect(shown).not.toContain('Hopperstein');
  expect(await tabStorage(page)).not.toContain(other.orderId);
}

/** Opens `path` in a fresh tab: the server answers 404 and the browser shows the not-found page. */
async function openNotFound(path: string, page?: Page): Promise<Page> {
  const tab = page ?? (await harness.page());
  const response = await tab.goto(`${harness.stack.appUrl}${path}`);
  expect(response?.status()).toBe(404);
  expect(await expectScreen(tab)).toBe('error-page');
  expect(await tab.getByTestId('error-page').getAttribute('data-status')).toBe('404');
  expect(await tab.locator('body').textContent()).not.toMatch(/thank you/i);
  return tab;
}

/** The server's HTML of `path` (no browser): its status and the rendered app. */
async function serverPage(path: string) {
  const response = await fetch(`${harness.stack.appUrl}${path}`);
  const body = await response.text();
  return { status: response.status, rendered: body.slice(body.indexOf('<div id="root">')) };
}

const RETURNS = ['mollie-redirected', 'mollie-redirected/v2'] as const;

describe('another cart’s order under this cart’s address', () => {
  it('is answered 404 by the server, the not-found page with nothing of the order in its HTML', async () => {
    for (const path of [
      `/en/demo-all/cart-normal/order-confirmation?order_id=${other.orderId}`,
      ...RETURNS.map((route) => `/en/demo-all/cart-normal/${route}?order_id=${other.orderId}`),
      // A seeded order of `demo-all`: its cart is `cart-ord_demo_1`.
      '/en/demo-all/cart-normal/order-confirmation?order_id=ord_demo_1',
    ]) {
      const page = await serverPage(path);
      page.rendered = withoutAddressedId(page.rendered);
      expect(page.status, path).toBe(404);
      expect(page.rendered, path).toContain('data-testid="error-page" data-status="404"');
      expect(page.rendered, path).not.toContain(other.number);
      expect(page.rendered, path).not.toContain('Hopperstein');
      expect(page.rendered, path).not.toContain('ORD_DEMO_1');
    }
    // Under its own cart's address the order is shown.
    const own = await serverPage(`/en/demo-all/${other.cartId}/order-confirmation?order_id=${other.orderId}`);
    expect(own.status).toBe(200);
    expect(own.rendered).toContain(other.number);
  });

  it('on the confirmation page: the not-found page in the browser, nothing shown, nothing kept', async () => {
    const page = await openNotFound(`/en/demo-all/cart-normal/order-confirmation?order_id=${other.orderId}`);
    await expectNothingOfOther(page);
    expect(await tabStorage(page)).not.toContain('checkout:confirmation:');
    await page.close();
  });

  it.each(RETURNS)('on the %s return: the not-found page, nothing shown, nothing kept', async (route) => {
    const page = await openNotFound(`/en/demo-all/cart-normal/${route}?order_id=${other.orderId}`);
    await expectNothingOfOther(page);
    expect(await tabStorage(page)).not.toContain('checkout:confirmation:');
    await page.close();
  });
});

describe('a tab that paid its own cart', () => {
  it('keeps its own confirmation when a return or the confirmation names another cart’s order', async () => {
    const cartId = await createCart(harness.stack.sandboxUrl, 'demo-all', 'own-order');
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/en/demo-all/${cartId}`);
    await completeAllButPayment(page);
    await choose(page, 'payment-methods', 'Invoice');
    await pressPay(page);
    await page.waitForURL(new RegExp(`/${cartId}/order-confirmation\\?order_id=`));
    const ownOrderId = new URL(page.url()).searchParams.get('order_id') ?? '';
    const ownNumber = (await page.getByTestId('order-number').textContent()) ?? '';
    expect(ownNumber).toMatch(/\S+/);
    expect(await tabStorage(page)).toContain('checkout:confirmation:');

    for (const route of RETURNS) {
      await openNotFound(`/en/demo-all/${cartId}/${route}?order_id=${other.orderId}`, page);
      await expectNothingOfOther(page);
    }
    await openNotFound(`/en/demo-all/${cartId}/order-confirmation?order_id=${other.orderId}`, page);
    await expectNothingOfOther(page);

    // The tab's own confirmation is still the one it kept: shown from the tab (no order id), its own order.
    await page.goto(`${harness.stack.appUrl}/en/demo-all/${cartId}/order-confirmation`);
    await expect.poll(() => page.getByTestId('order-number').textContent()).toBe(ownNumber);
    expect(await page.getByTestId('order-confirmation').getAttribute('data-state')).toBe('confirmed');
    expect(await tabStorage(page)).toContain(ownOrderId);
    await expectNothingOfOther(page);
    await page.close();
  });
});
