import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  type CheckoutHarness,
  choose,
  completeAllButPayment,
  fillCard,
  pressPay,
  startHarness,
} from './support/checkoutHarness';

// Full purchases on the every-feature merchant with each provider in sandbox mode: the adapters
// load the sandbox's SDK doubles and every outcome is settled by the sandbox's provider records.
let harness: CheckoutHarness;
let carts = 0;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

/** A fresh cart of the every-feature merchant (one order per cart). */
async function newCart(sku = 'tripod'): Promise<string> {
  const id = `e2e-${Date.now()}-${carts++}`;
  const response = await fetch(`${harness.stack.sandboxUrl}/api/demo-all/cart/${id}/items/${sku}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"quantity":1}',
  });
  expect(response.status).toBe(201);
  return id;
}

/** Opens a new cart and completes everything but the payment: contact, shipping, terms, bot check. */
async function readyToPay(lastName = 'Lovelace', sku = 'tripod'): Promise<{ page: Page; cartId: string }> {
  const cartId = await newCart(sku);
  const page = await harness.page();
  await page.goto(`${harness.stack.appUrl}/en/demo-all/${cartId}`);
  await completeAllButPayment(page, lastName);
  return { page, cartId };
}

async function expectConfirmed(page: Page, cartId: string): Promise<void> {
  await page.waitForURL(new RegExp(`/en/demo-all/${cartId}/order-confirmation`));
  await expect.poll(() => page.getByTestId('order-confirmation').getAttribute('data-state')).toBe('confirmed');
}

describe('purchases with each provider', () => {
  it('pays with Stripe (Payment Element)', async () => {
    const { page, cartId } = await readyToPay();
    await choose(page, 'payment-methods', 'Card and wallets');
    await fillCard(page, '4242 4242 4242 4242');
    await pressPay(page);
    await expectConfirmed(page, cartId);
    await page.close();
  });

  it('shows "Your card was declined." as Stripe says it and stays on the page', async () => {
    const { page } = await readyToPay();
    await choose(page, 'payment-methods', 'Card and wallets');
    await fillCard(page, '4000 0000 0000 0002');
    await pressPay(page);
    await expect.poll(() => page.getByTestId('pay-error').textContent()).toContain('Your card was declined.');
    await page.close();
  });

  it('pays with Stripe (Card Element) through the 3-D Secure challenge page', async () => {
    const { page, cartId } = await readyToPay();
    await choose(page, 'payment-methods', 'Credit card');
    await fillCard(page, '4000 0027 6000 3184');
    await pressPay(page);
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await expectConfirmed(page, cartId);
    await page.close();
  });

  it('passes and fails the Stripe (Payment Element) 3-D Secure challenge in the page', async () => {
    const failing = await readyToPay();
    await choose(failing.page, 'payment-methods', 'Card and wallets');
    await fillCard(failing.page, '4000 0027 6000 3184');
    await pressPay(failing.page);
    const failFrame = failing.page.frameLocator('iframe[title="3-D Secure authentication"]');
    await failFrame.getByRole('button', { name: 'Fail authentication' }).click();
    await expect.poll(() => failing.page.getByTestId('pay-error').isVisible()).toBe(true);
    expect(failing.page.url()).not.toContain('order-confirmation');
    await failing.page.close();

    const passing = await readyToPay();
    await choose(passing.page, 'payment-methods', 'Card and wallets');
    await fillCard(passing.page, '4000 0027 6000 3184');
    await pressPay(passing.page);
    const passFrame = passing.page.frameLocator('iframe[title="3-D Secure authentication"]');
    await passFrame.getByRole('button', { name: 'Complete authentication' }).click();
    await expectConfirmed(passing.page, passing.cartId);
    await passing.page.close();
  });

  it('gives the draft of a failed 3-D Secure redirect up at the return, so paying again with another method works', async () => {
    const { page, cartId } = await readyToPay();
    await choose(page, 'payment-methods', 'Credit card');
    await fillCard(page, '4000 0027 6000 3184');
    await pressPay(page);
    await page.waitForURL(/\/sandbox\/stripe\/3ds\//);
    const platform = (path: string) =>
      fetch(`${harness.stack.sandboxUrl}/api/demo-all/${path}`).then(
        (r) => r.json() as Promise<{ data: { draft_id?: string | null; order?: { status: string } } }>,
      );
    const draftId = (await platform(`cart/${cartId}`)).data.draft_id;
    expect(draftId).toMatch(/^ord_/);
    await page.getByRole('button', { name: 'Fail authentication' }).click();
    await expect.poll(() => page.getByTestId('payment-return').getAttribute('data-state')).toBe('failed');
    // The return page gave the dead draft up on the platform (POST /cart/{cart_id}/reset).
    await expect.poll(async () => (await platform(`order/${draftId}`)).data.order?.status).toBe('cancelled');
    await page.screenshot({ path: '/tmp/sandbox-draft-failed-return.png' });
    await page.getByRole('button', { name: 'Back to checkout' }).click();
    await completeAllButPayment(page);
    await choose(page, 'payment-methods', 'Invoice');
    await pressPay(page);
    await expectConfirmed(page, cartId);
    await page.close();
  });

  it('pays with Adyen through its 3-D Secure redirect and the additional details call', async () => {
    const { page, cartId } = await readyToPay();
    await choose(page, 'payment-methods', 'Adyen');
    await fillCard(page, '4000 0027 6000 3184');
    await pressPay(page);
    await page.waitForURL(/\/sandbox\/adyen\/3ds\//);
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await expectConfirmed(page, cartId);
    await page.close();
  });

  it('keeps Pay blocked with a clear message when the bot check is refused', async () => {
    const cartId = await newCart();
    const page = await harness.page();
    // The platform refuses the token, as it does for a robot.
    await page.route('**/utils/verify-recaptcha', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":true,"data":{"success":false}}' }),
    );
    await page.goto(`${harness.stack.appUrl}/en/demo-all/${cartId}`);
    // The widget's script loads as the shopper reaches it (or starts on the form), as a shopper would.
    await page.getByTestId('bot-check').scrollIntoViewIfNeeded();
    await page.getByTestId('bot-check').getByLabel("I'm not a robot").check();
    const error = page.getByTestId('bot-check-error');
    await error.waitFor({ timeout: 15_000 });
    expect(await error.textContent()).toContain('We could not verify that you are not a robot');
    expect(await page.getByTestId('pay-button').isEnabled()).toBe(false);
    await page.close();
  });

  it('pays with Braintree', async () => {
    const { page, cartId } = await readyToPay();
    await choose(page, 'payment-methods', 'Braintree');
    await fillCard(page, '4242 4242 4242 4242');
    await pressPay(page);
    await expectConfirmed(page, cartId);
    await page.close();
  });

  it('pays with Adyen', async () => {
    const { page, cartId } = await readyToPay();
    await choose(page, 'payment-methods', 'Adyen');
    await fillCard(page, '4242 4242 4242 4242');
    await pressPay(page);
    await expectConfirmed(page, cartId);
    await page.close();
  });

  it('pays with Mollie through its hosted page and back, and the confirmation has no axe violations', async () => {
    const { page, cartId } = await readyToPay();
    await choose(page, 'payment-methods', 'iDEAL, Bancontact and more');
    await pressPay(page);
    await page.waitForURL(/\/sandbox\/mollie\/checkout\//);
    await page.getByRole('button', { name: 'Paid' }).click();
    await expectConfirmed(page, cartId);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('never confirms an unpaid order from a forged return: success parameters on every return route change nothing', async () => {
    const { page, cartId } = await readyToPay();
    await choose(page, 'payment-methods', 'iDEAL, Bancontact and more');
    await pressPay(page);
    // The order exists and waits for Mollie; the shopper leaves the hosted page without paying and
    // writes a "successful" return by hand.
    await page.waitForURL(/\/sandbox\/mollie\/checkout\//);
    const forged = [
      'mollie-redirected?status=paid&paid=1',
      'mollie-redirected/v2?status=paid',
      'stripe-redirected?payment_intent=pi_forged&payment_intent_client_secret=pi_forged_secret_x&redirect_status=succeeded',
      'redirected?resultCode=Authorised&redirectResult=forged&payload=forged',
    ];
    for (const route of forged) {
      await page.goto(`${harness.stack.appUrl}/en/demo-all/${cartId}/${route}`);
      const screen = page.getByTestId('payment-return');
      await expect.poll(() => screen.getAttribute('data-state'), { message: route }).toMatch(/^(pending|failed)$/);
      expect(page.url(), route).not.toContain('order-confirmation');
    }
    await page.close();
  });

  it('pays with Mollie version 2 and returns through mollie-redirected/v2', async () => {
    const { page, cartId } = await readyToPay();
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await choose(page, 'payment-methods', 'Mollie (new checkout)');
    await pressPay(page);
    await page.waitForURL(/\/sandbox\/mollie\/checkout\//);
    await page.getByRole('button', { name: 'Paid' }).click();
    await expectConfirmed(page, cartId);
    expect(documents).toContain(`/en/demo-all/${cartId}/mollie-redirected/v2`);
    await page.close();
  });

  it('pays with PayPal after the approval', async () => {
    const { page, cartId } = await readyToPay();
    await choose(page, 'payment-methods', 'PayPal');
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await page
      .frameLocator('iframe[title="PayPal"]')
      .getByRole('button', { name: /Approve/ })
      .click();
    await pressPay(page);
    await expectConfirmed(page, cartId);
    await page.close();
  });

  it('keeps Pay disabled while the chosen provider loads, then pays', async () => {
    const { page, cartId } = await readyToPay();
    // The payment runtime and the adapter load on demand: hold every chunk for a second.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await choose(page, 'payment-methods', 'Invoice');
    expect(await page.getByTestId('pay-button').isEnabled()).toBe(false);
    await pressPay(page);
    await expectConfirmed(page, cartId);
    await page.close();
  });

  it('loads the pay sequence on the first interaction, not with the page', async () => {
    const cartId = await newCart('tripod');
    const page = await harness.page();
    const payChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/pay-[^/]+\.js$/.test(request.url())) payChunks.push(request.url());
    });
    await page.goto(`${harness.stack.appUrl}/en/demo-all/${cartId}`, { waitUntil: 'networkidle' });
    expect(payChunks).toEqual([]);
    await page.getByLabel('Email').first().focus();
    await expect.poll(() => payChunks.length).toBe(1);
    await completeAllButPayment(page);
    await choose(page, 'payment-methods', 'Invoice');
    await pressPay(page);
    await expectConfirmed(page, cartId);
    await page.close();
  });

  it('stops at a credit-check refusal with its translated message', async () => {
    const { page } = await readyToPay('Lowscore');
    await choose(page, 'payment-methods', 'Invoice');
    await page.getByTestId('social-security').locator('input').fill('123-45-6789');
    await pressPay(page);
    await expect
      .poll(() => page.getByTestId('pay-error').textContent())
      .toContain('we cannot continue with your order based on the result of the credit check');
    await page.close();
  });

  it('reports items out of stock and reloads the cart', async () => {
    const { page } = await readyToPay('Lovelace', 'lens-35mm');
    // The lens is a rental: pick the first delivery date offered.
    const dates = page.getByTestId('delivery').locator('input[type="radio"]');
    await expect.poll(() => dates.count()).toBeGreaterThan(0);
    await dates.first().check();
    await choose(page, 'payment-methods', 'Invoice');
    await page.getByTestId('social-security').locator('input').fill('123-45-6789');
    await pressPay(page);
    await expect.poll(() => page.getByTestId('pay-error').textContent()).toContain('no longer in stock');
    await page.close();
  });
});
