import type { Page } from 'playwright-core';
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
import { createCart, expectScreen } from './support/checkoutScreens';

// Outcome screens that are always true: a page says "thank you", "paid" or "changed" only when the
// platform confirmed it, whatever the shopper did (cancelled on the provider's page, edited a link,
// opened a success page directly).
const SHOTS = '/tmp/outcome-shots';
let harness: CheckoutHarness;
let links: { one: string; all: string };

beforeAll(async () => {
  harness = await startHarness();
  links = await readUpdateLinks(harness.stack.sandboxUrl);
});

afterAll(async () => {
  await harness?.close();
});

const THANK_YOU = /thank you/i;
const CHANGED = /has been updated|will use the new payment method|has been changed/i;

/** A demo-all cart paid with Mollie up to its hosted page; resolves with the page and the draft order's id. */
async function atMolliePage(): Promise<{ page: Page; cartId: string; orderId: string }> {
  const cartId = await createCart(harness.stack.sandboxUrl, 'demo-all', 'outcome');
  const page = await harness.page();
  await page.goto(`${harness.stack.appUrl}/en/demo-all/${cartId}`);
  await completeAllButPayment(page);
  await choose(page, 'payment-methods', 'iDEAL, Bancontact and more');
  // The page leaves for Mollie at once: the order id is read as the answer passes, not after.
  let orderId = '';
  await page.route(
    '**/order-create',
    async (route) => {
      const response = await route.fetch();
      orderId = ((await response.json()) as { data: { order_id?: string } }).data.order_id ?? '';
      await route.fulfill({ response });
    },
    { times: 1 },
  );
  await pressPay(page);
  await page.waitForURL(/\/sandbox\/mollie\/checkout\//);
  return { page, cartId, orderId };
}

/** The confirmation link of an order, opened in a tab that kept nothing of the payment. */
async function openConfirmation(cartId: string, orderId: string): Promise<Page> {
  const page = await harness.page();
  await page.goto(`${harness.stack.appUrl}/en/demo-all/${cartId}/order-confirmation?order_id=${orderId}`);
  return page;
}

describe('the order confirmation follows the order status', () => {
  it('says a cancelled order was not paid and leads back to the cart, never "thank you"', async () => {
    const { page, cartId, orderId } = await atMolliePage();
    expect(orderId).toMatch(/\S+/);
    await page.getByRole('button', { name: 'Canceled' }).click();
    await expect.poll(() => page.getByTestId('payment-return').getAttribute('data-state')).toBe('failed');
    await page.close();

    const confirmation = await openConfirmation(cartId, orderId);
    const screen = confirmation.getByTestId('order-confirmation');
    await expect.poll(() => screen.getAttribute('data-state')).toBe('cancelled');
    expect(await confirmation.locator('main').textContent()).not.toMatch(THANK_YOU);
    await confirmation.screenshot({ path: `${SHOTS}/confirmation-cancelled.png`, fullPage: true });
    await confirmation.getByTestId('back-to-cart').click();
    await confirmation.getByTestId('checkout-page').waitFor();
    expect(new URL(confirmation.url()).pathname).toBe(`/en/demo-all/${cartId}`);
    await confirmation.close();
  });

  it('says a draft order waits for the provider, never "thank you"', async () => {
    const { page, cartId, orderId } = await atMolliePage();
    const confirmation = await openConfirmation(cartId, orderId);
    const screen = confirmation.getByTestId('order-confirmation');
    await expect.poll(() => screen.getAttribute('data-state')).toBe('draft');
    expect(await confirmation.locator('main').textContent()).not.toMatch(THANK_YOU);
    await confirmation.screenshot({ path: `${SHOTS}/confirmation-draft.png`, fullPage: true });
    await confirmation.close();
    await page.close();
  });

  it('shows the not-found page for an unknown order id', async () => {
    const cartId = await createCart(harness.stack.sandboxUrl, 'demo-all', 'outcome');
    const page = await openConfirmation(cartId, 'ord_no_such_order');
    expect(await expectScreen(page)).toBe('error-page');
    expect(await page.getByTestId('error-page').getAttribute('data-status')).toBe('404');
    expect(await page.locator('main').textContent()).not.toMatch(THANK_YOU);
    await page.close();
  });

  it('sends a shopper without an order id or a confirmation of this tab back to the cart', async () => {
    const cartId = await createCart(harness.stack.sandboxUrl, 'demo-all', 'outcome');
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/en/demo-all/${cartId}/order-confirmation`);
    await page.getByTestId('checkout-page').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/en/demo-all/${cartId}`);
    await page.close();
  });
});

describe('an update is "changed" only when the platform confirmed it', () => {
  const returnOf = (link: string) => link.replace('/update-payment-method?', '/mollie-update-flow-redirected?');

  it('opened directly, the Mollie update return says what is known, not "changed"', async () => {
    for (const link of [links.one, links.all]) {
      const page = await harness.page();
      await page.goto(`${harness.stack.appUrl}${returnOf(link)}`);
      const screen = page.getByTestId('update-return');
      await expect.poll(() => screen.getAttribute('data-state')).toBe('submitted');
      expect(page.url()).not.toContain('updated-successfully');
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).not.toMatch(CHANGED);
      expect(await page.locator('h1').textContent()).not.toMatch(/checking/i);
      await page.screenshot({ path: `${SHOTS}/mollie-update-submitted.png`, fullPage: true });
      await page.close();
    }
  });

  it('after the customer cancels on Mollie’s page, the return never says "changed"', async () => {
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}${links.one}`);
    await choose(page, 'update-methods', 'iDEAL, Bancontact and more');
    await page.getByTestId('update-submit').click();
    await page.waitForURL(/\/sandbox\/mollie\/checkout\//);
    await page.getByRole('button', { name: 'Canceled' }).click();
    const screen = page.getByTestId('update-return');
    await expect.poll(() => screen.getAttribute('data-state')).toBe('submitted');
    expect(page.url()).not.toContain('updated-successfully');
    expect(await page.locator('main').textContent()).not.toMatch(CHANGED);
    await page.close();
  });

  it('updated-successfully opened directly with a valid link does not say "changed"', async () => {
    for (const link of [links.one, links.all]) {
      const page = await harness.page();
      const success = link
        .replace('/update-payment-method?', '/updated-successfully?')
        .replace(/&?is_update_all=1/, '');
      await page.goto(`${harness.stack.appUrl}${success}`);
      const screen = page.getByTestId('update-success');
      await expect.poll(() => screen.getAttribute('data-state')).toBe('unconfirmed');
      expect(await page.locator('main').textContent()).not.toMatch(CHANGED);
      expect(await page.getByTestId('update-try-again').getAttribute('href')).toContain('/update-payment-method?');
      await page.screenshot({ path: `${SHOTS}/updated-unconfirmed.png`, fullPage: true });
      await page.close();
    }
  });

  it('after a confirmed update the success page says "changed", also after a reload of that tab', async () => {
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}${links.one}`);
    await choose(page, 'update-methods', 'Braintree');
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByTestId('update-submit').click();
    await page.waitForURL(/\/updated-successfully/);
    const screen = page.getByTestId('update-success');
    await expect.poll(() => screen.getAttribute('data-state')).toBe('confirmed');
    expect(await page.locator('main').textContent()).toMatch(CHANGED);
    await page.reload();
    await expect.poll(() => screen.getAttribute('data-state')).toBe('confirmed');
    await page.close();
  });
});

describe('failed outcomes read as failed', () => {
  it('after a failed 3-D Secure challenge suggests trying again, and the same card works on retry', async () => {
    const cartId = await createCart(harness.stack.sandboxUrl, 'demo-all', 'outcome');
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/en/demo-all/${cartId}`);
    await completeAllButPayment(page);
    await choose(page, 'payment-methods', 'Card and wallets');
    await fillCard(page, '4000 0027 6000 3184');
    await pressPay(page);
    const challenge = page.frameLocator('iframe[title="3-D Secure authentication"]');
    await challenge.getByRole('button', { name: 'Fail authentication' }).click();
    const error = page.getByTestId('pay-error');
    await expect.poll(() => error.isVisible()).toBe(true);
    const text = (await error.textContent()) ?? '';
    expect(text).toMatch(/try again/i);
    expect(text).not.toMatch(/different payment method|another payment method/i);
    await pressPay(page);
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await page.waitForURL(new RegExp(`/en/demo-all/${cartId}/order-confirmation`));
    await expect.poll(() => page.getByTestId('order-confirmation').getAttribute('data-state')).toBe('confirmed');
    await page.close();
  });

  it('gives the payment return page a heading that follows its failed outcome', async () => {
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/en/demo-all/cart-normal/mollie-redirected`);
    await expect.poll(() => page.getByTestId('payment-return').getAttribute('data-state')).toBe('failed');
    expect(await page.locator('h1').textContent()).not.toMatch(/checking/i);
    await page.close();
  });

  it('gives the update return page a heading that follows its failed outcome', async () => {
    const page = await harness.page();
    const forged = links.one.replace(
      '/update-payment-method?',
      '/stripe-update-flow-redirected?setup_intent=seti_forged&setup_intent_client_secret=seti_forged_secret_x&',
    );
    await page.goto(`${harness.stack.appUrl}${forged}`);
    await expect.poll(() => page.getByTestId('update-return').getAttribute('data-state')).toBe('failed');
    expect(await page.locator('h1').textContent()).not.toMatch(/checking/i);
    await page.close();
  });
});
