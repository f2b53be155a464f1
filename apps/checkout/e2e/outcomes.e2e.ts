import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CheckoutHarness,
  choose,
  completeAllButPayment,
  fillCard,
  pressPay,
  readUpdateLinks,
  startHarness,
} from './support/checkoutHarness';
import { createCart } from './support/checkoutScreens';
import { watchPageProblems } from './support/watchPageProblems';

// A platform answer that sends the shopper elsewhere is followed only to an allowed address
// (docs/security.md, "Redirects"): a hostile `redirect_url` leaves the shopper on our page with a
// translated error. Chromium cannot reach evil.example here, so the tests watch for the attempt.
let harness: CheckoutHarness;
/** The sandbox's update link of one order. */
let updateLink: string;

beforeAll(async () => {
  harness = await startHarness();
  updateLink = (await readUpdateLinks(harness.stack.sandboxUrl)).one;
});

afterAll(async () => {
  await harness?.close();
});

const EVIL = 'https://evil.example/phish';
const REFUSED_TEXT = 'For your safety, we stopped a redirect to an unknown address.';

/** Every document the page's main frame asks for, so a navigation attempt is seen even when it cannot load. */
function watchDocuments(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
  });
  return documents;
}

/** Answers with the platform's own answer, its `data` turned into a redirect to {@link EVIL}. */
async function redirectToEvil(route: Route): Promise<void> {
  const answer = await route.fetch();
  const body = (await answer.json()) as { status: boolean; data: Record<string, unknown> };
  await route.fulfill({
    response: answer,
    json: { ...body, data: { ...body.data, redirect: true, redirect_url: EVIL } },
  });
}

async function readyToPay(prefix: string): Promise<{ page: Page; cartId: string }> {
  const cartId = await createCart(harness.stack.sandboxUrl, 'demo-all', prefix);
  const page = await harness.page();
  await page.goto(`${harness.stack.appUrl}/en/demo-all/${cartId}`);
  await completeAllButPayment(page);
  return { page, cartId };
}

describe('a hostile redirect_url', () => {
  it('on a provider return (Adyen details) ends on the failed return page, not on the foreign site', async () => {
    const { page, cartId } = await readyToPay('evil-return');
    const problems = watchPageProblems(page);
    await choose(page, 'payment-methods', 'Adyen');
    await fillCard(page, '4000 0027 6000 3184');
    await pressPay(page);
    await page.waitForURL(/\/sandbox\/adyen\/3ds\//);
    // The return posts the redirect result to the platform, whose answer now asks for one more redirect.
    await page.route('**/adyen/paymentDetails', redirectToEvil);
    const documents = watchDocuments(page);
    await page.getByRole('button', { name: 'Complete authentication' }).click();

    const screen = page.getByTestId('payment-return');
    const left = () => documents.some((url) => new URL(url).hostname === 'evil.example');
    // A page that left has no return screen to ask for its state: say so instead of waiting for one.
    await expect
      .poll(async () => (left() ? 'left for evil.example' : screen.getAttribute('data-state')))
      .toBe('failed');
    expect(await page.getByTestId('return-error').textContent()).toContain(REFUSED_TEXT);
    expect(documents.map((url) => new URL(url).pathname)).toContain(`/en/demo-all/${cartId}/redirected`);
    expect(documents.filter((url) => new URL(url).hostname === 'evil.example')).toEqual([]);
    expect(new URL(page.url()).origin).toBe(harness.stack.appUrl);
    expect(problems.list()).toEqual([]);
    await page.screenshot({ path: '/tmp/nav-return-refused.png', fullPage: true });
    await page.close();
  });

  it('on order-create stays on the checkout with a translated error', async () => {
    const { page } = await readyToPay('evil-pay');
    const problems = watchPageProblems(page);
    await choose(page, 'payment-methods', 'iDEAL, Bancontact and more');
    await page.route('**/order-create', redirectToEvil);
    const documents = watchDocuments(page);
    await pressPay(page);

    await expect.poll(() => page.getByTestId('pay-error').textContent()).toContain(REFUSED_TEXT);
    expect(documents).toEqual([]);
    expect(page.url().startsWith(`${harness.stack.appUrl}/en/demo-all/evil-pay-`)).toBe(true);
    // The shopper can pay again: the button is back.
    await expect.poll(() => page.getByTestId('pay-button').isEnabled()).toBe(true);
    expect(problems.list()).toEqual([]);
    await page.screenshot({ path: '/tmp/nav-pay-refused.png', fullPage: true });
    await page.close();
  });

  it('on an update return (Adyen details) ends on the failed update return page, saying why', async () => {
    const page = await harness.page();
    const problems = watchPageProblems(page);
    await page.goto(`${harness.stack.appUrl}${updateLink}`);
    await choose(page, 'update-methods', 'Adyen');
    await fillCard(page, '4000 0027 6000 3184');
    await page.getByTestId('update-submit').click();
    await page.waitForURL(/\/sandbox\/adyen\/3ds\//);
    await page.route('**/adyen/paymentDetails', redirectToEvil);
    const documents = watchDocuments(page);
    await page.getByRole('button', { name: 'Complete authentication' }).click();

    const screen = page.getByTestId('update-return');
    const left = () => documents.some((url) => new URL(url).hostname === 'evil.example');
    await expect
      .poll(async () => (left() ? 'left for evil.example' : screen.getAttribute('data-state')))
      .toBe('failed');
    const error = (await page.getByTestId('update-return-error').textContent()) ?? '';
    expect(error).toContain('The payment method could not be updated.');
    expect(error).toContain(REFUSED_TEXT);
    expect(documents.filter((url) => new URL(url).hostname === 'evil.example')).toEqual([]);
    expect(problems.list()).toEqual([]);
    await page.screenshot({ path: '/tmp/nav-update-return-refused.png', fullPage: true });
    await page.close();
  });

  it('on a payment-method update (Mollie) stays on the update page with a translated error', async () => {
    const page = await harness.page();
    const problems = watchPageProblems(page);
    await page.goto(`${harness.stack.appUrl}${updateLink}`);
    await choose(page, 'update-methods', 'iDEAL, Bancontact and more');
    await page.route('**/api/*/orders/*/payment-methods', redirectToEvil);
    const documents = watchDocuments(page);
    await page.getByTestId('update-submit').click();

    await expect.poll(() => page.getByTestId('update-error').textContent()).toContain(REFUSED_TEXT);
    expect(documents).toEqual([]);
    await expect.poll(() => page.getByTestId('update-submit').isEnabled()).toBe(true);
    expect(problems.list()).toEqual([]);
    await page.screenshot({ path: '/tmp/nav-update-refused.png', fullPage: true });
    await page.close();
  });
});
