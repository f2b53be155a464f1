import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type CheckoutHarness, choose, fillCard, fillShopper, pressPay } from './support/checkoutHarness';
import { createCart } from './support/checkoutScreens';
import { overrideEmbeddedProviders } from './support/overrideEmbeddedProviders';
import { productionHarness } from './support/productionHarness';
import { productionUrls } from './support/productionUrls';
import { type ProductionPath, watchProductionPath } from './support/watchProductionPath';

// Issue 27: every adapter in production configuration. The server runs against the sandbox as its
// platform (`CHECKOUT_API_BASE`: the production policy and redirect allowlist, no sandbox origin), the
// merchant `demo-production` has sandbox mode off, so the adapters load the providers' official
// script URLs; the browser answers the providers' hosts from the sandbox (`routeProviderHosts`), and
// the doubles, loaded from there, call the providers' own API hosts as the real SDKs do.
const MERCHANT = 'demo-production';

/** A page on a fresh `demo-production` cart with the shopper filled in, and what it loaded and met. */
interface Visit extends ProductionPath {
  page: Page;
  cartId: string;
}

async function visit(harness: CheckoutHarness, method: string): Promise<Visit> {
  const cartId = await createCart(harness.stack.sandboxUrl, MERCHANT, 'prod');
  const page = await harness.page();
  const path = await watchProductionPath(harness, page);
  await page.goto(`${harness.stack.appUrl}/en/${MERCHANT}/${cartId}`);
  await fillShopper(page);
  await choose(page, 'payment-methods', method);
  return { ...path, page, cartId };
}

/** Types a card once the provider's fields show, else fails with what the payment area says instead. */
async function typeCard(page: Page, number: string): Promise<void> {
  await page
    .getByLabel('Card number')
    .waitFor({ timeout: 15_000 })
    .catch(async () => {
      await page.screenshot({ path: '/tmp/prodconfig-no-card-fields.png', fullPage: true });
      const errors = await page.locator('[role="alert"]').allInnerTexts();
      throw new Error(
        `No card fields appeared (alerts: ${errors.join(' | ') || 'none'}; /tmp/prodconfig-no-card-fields.png).`,
      );
    });
  await fillCard(page, number);
}

async function expectConfirmed({ page, cartId }: Visit): Promise<void> {
  await page.waitForURL(new RegExp(`/en/${MERCHANT}/${cartId}/order-confirmation`));
  await expect.poll(() => page.getByTestId('order-confirmation').getAttribute('data-state')).toBe('confirmed');
}

async function expectPayError(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.getByTestId('pay-error').textContent()).toContain(text);
  expect(page.url()).not.toContain('order-confirmation');
}

const { stripeJs: STRIPE_JS, stripeApi: STRIPE_API, adyenJs: ADYEN_JS, adyenApi: ADYEN_API } = productionUrls;
const {
  braintreeJs: BRAINTREE_JS,
  braintreeApi: BRAINTREE_API,
  paypalJs: PAYPAL_JS,
  paypalApi: PAYPAL_API,
} = productionUrls;

describe('every adapter in production configuration', () => {
  const harness = productionHarness();

  it.each([
    ['Card and wallets', 'Stripe (Payment Element)'],
    ['Credit card', 'Stripe (Card Element)'],
  ])('pays with %s (%s) through js.stripe.com and api.stripe.com', async (method) => {
    const v = await visit(harness(), method);
    const corsAnswers: (string | undefined)[] = [];
    v.page.on('response', (response) => {
      if (response.url().startsWith('https://api.stripe.com/')) {
        corsAnswers.push(response.headers()['access-control-allow-origin']);
      }
    });
    await typeCard(v.page, '4242 4242 4242 4242');
    await pressPay(v.page);
    await expectConfirmed(v);
    v.expectProductionPath({ script: STRIPE_JS, api: STRIPE_API });
    // The sandbox's own CORS answer reaches the page through the route: the page's origin, nothing wider.
    expect(new Set(corsAnswers)).toEqual(new Set([harness().stack.appUrl]));
    await v.page.screenshot({ path: `/tmp/prodconfig-stripe-${method.replace(/\W+/g, '-')}.png` });
    await v.page.close();
  });

  it.each(['Card and wallets', 'Credit card'])('shows Stripe’s decline with %s', async (method) => {
    const v = await visit(harness(), method);
    await typeCard(v.page, '4000 0000 0000 0002');
    await pressPay(v.page);
    await expectPayError(v.page, 'Your card was declined.');
    v.expectProductionPath({ script: STRIPE_JS, api: STRIPE_API });
    await v.page.close();
  });

  it('pays with Adyen on the test environment', async () => {
    const v = await visit(harness(), 'Adyen');
    await typeCard(v.page, '4242 4242 4242 4242');
    await pressPay(v.page);
    await expectConfirmed(v);
    v.expectProductionPath({ script: ADYEN_JS('(test|live)'), api: ADYEN_API('test') });
    await v.page.close();
  });

  it('pays with Adyen through its 3-D Secure page on checkoutshopper-test.adyen.com', async () => {
    const v = await visit(harness(), 'Adyen');
    await typeCard(v.page, '4000 0027 6000 3184');
    await pressPay(v.page);
    // The production redirect allowlist took Adyen's own origin.
    await v.page.waitForURL(/^https:\/\/checkoutshopper-test\.adyen\.com\/checkoutshopper\/3ds\//);
    await v.page.screenshot({ path: '/tmp/prodconfig-adyen-3ds.png' });
    await v.page.getByRole('button', { name: 'Complete authentication' }).click();
    await expectConfirmed(v);
    v.expectProductionPath({ script: ADYEN_JS('(test|live)'), api: ADYEN_API('test') });
    await v.page.close();
  });

  it('shows Adyen’s decline', async () => {
    const v = await visit(harness(), 'Adyen');
    await typeCard(v.page, '4000 0000 0000 0002');
    await pressPay(v.page);
    await expectPayError(v.page, 'Your card was declined.');
    v.expectProductionPath({ script: ADYEN_JS('(test|live)'), api: ADYEN_API('test') });
    await v.page.close();
  });

  it('pays with Braintree through js.braintreegateway.com and its client API', async () => {
    const v = await visit(harness(), 'Braintree');
    await typeCard(v.page, '4242 4242 4242 4242');
    await pressPay(v.page);
    await expectConfirmed(v);
    v.expectProductionPath({ script: BRAINTREE_JS, api: BRAINTREE_API });
    await v.page.close();
  });

  it('shows Braintree’s decline', async () => {
    const v = await visit(harness(), 'Braintree');
    await typeCard(v.page, '4000 0000 0000 0002');
    await pressPay(v.page);
    await expectPayError(v.page, 'Your card was declined.');
    v.expectProductionPath({ script: BRAINTREE_JS, api: BRAINTREE_API });
    await v.page.close();
  });

  it.each([
    ['iDEAL, Bancontact and more', 'mollie-redirected'],
    ['Mollie (new checkout)', 'mollie-redirected/v2'],
  ])('pays with %s on www.mollie.com and back through %s', async (method, route) => {
    const v = await visit(harness(), method);
    await pressPay(v.page);
    await v.page.waitForURL(/^https:\/\/www\.mollie\.com\/checkout\/select-method\/tr_\w+$/);
    await v.page.screenshot({ path: '/tmp/prodconfig-mollie-hosted.png' });
    const documents: string[] = [];
    v.page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await v.page.getByRole('button', { name: 'Paid' }).click();
    await expectConfirmed(v);
    expect(documents).toContain(`/en/${MERCHANT}/${v.cartId}/${route}`);
    v.expectProductionPath({});
    await v.page.close();
  });

  it('ends a failed Mollie payment on the failed return page', async () => {
    const v = await visit(harness(), 'iDEAL, Bancontact and more');
    await pressPay(v.page);
    await v.page.waitForURL(/^https:\/\/www\.mollie\.com\/checkout\/select-method\//);
    await v.page.getByRole('button', { name: 'Failed' }).click();
    await expect.poll(() => v.page.getByTestId('payment-return').getAttribute('data-state')).toBe('failed');
    await v.page.screenshot({ path: '/tmp/prodconfig-mollie-failed.png' });
    v.expectProductionPath({});
    await v.page.close();
  });

  it('pays with PayPal after the approval on www.paypal.com', async () => {
    const v = await visit(harness(), 'PayPal');
    await v.page.getByRole('button', { name: 'Pay with PayPal' }).click();
    const approval = v.page.frameLocator('iframe[src^="https://www.paypal.com/checkoutnow?token="]');
    await v.page.screenshot({ path: '/tmp/prodconfig-paypal-approval.png' });
    await approval.getByRole('button', { name: /Approve/ }).click();
    await pressPay(v.page);
    await expectConfirmed(v);
    v.expectProductionPath({ script: PAYPAL_JS, api: PAYPAL_API });
    await v.page.close();
  });

  it('takes no payment when the shopper cancels on www.paypal.com', async () => {
    const v = await visit(harness(), 'PayPal');
    // Pay waits for PayPal's approval; the shopper cancels it in PayPal's window instead.
    await pressPay(v.page);
    await v.page.getByRole('button', { name: 'Pay with PayPal' }).click();
    const approval = v.page.frameLocator('iframe[src^="https://www.paypal.com/checkoutnow?token="]');
    await approval.getByRole('button', { name: 'Cancel and return' }).click();
    await expectPayError(v.page, 'cancelled');
    await v.page.screenshot({ path: '/tmp/prodconfig-paypal-cancelled.png' });
    const cart = await fetch(`${harness().stack.sandboxUrl}/api/${MERCHANT}/cart/${v.cartId}`);
    expect(((await cart.json()) as { data: { draft_id: string | null } }).data.draft_id).toBeNull();
    v.expectProductionPath({ script: PAYPAL_JS, api: PAYPAL_API });
    await v.page.close();
  });

  it('offers Adyen disabled, saying why, when no client key is configured (issue 27)', async () => {
    const cartId = await createCart(harness().stack.sandboxUrl, MERCHANT, 'prod');
    const page = await harness().page();
    await overrideEmbeddedProviders(page, { adyen: null });
    await page.goto(`${harness().stack.appUrl}/en/${MERCHANT}/${cartId}`);
    const adyen = page.getByRole('radio', { name: /^Adyen/ });
    await adyen.waitFor();
    expect(await adyen.isDisabled()).toBe(true);
    const description = await adyen.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(description).toContain('This shop has not finished setting up this payment method.');
    expect(await page.getByRole('radio', { name: /Braintree/ }).isDisabled()).toBe(false);
    await page.screenshot({ path: '/tmp/prodconfig-adyen-unconfigured.png', fullPage: true });
    await page.close();
  });

  it('sees what the production policy refuses, so "no violation" above means something', async () => {
    const v = await visit(harness(), 'Invoice');
    await v.page.evaluate(() => fetch('https://api.example.com/refused').catch(() => undefined));
    await expect.poll(() => v.violations).toEqual(['connect-src https://api.example.com/refused']);
    await expect.poll(() => v.problems.list().some((problem) => problem.includes('Refused to connect'))).toBe(true);
    await v.page.close();
  });

  it('pays offline with no provider script at all', async () => {
    const v = await visit(harness(), 'Invoice');
    await pressPay(v.page);
    await expectConfirmed(v);
    expect(v.providerRequests).toEqual([]);
    v.expectProductionPath({});
    await v.page.close();
  });
});

describe('Adyen with a live region in production configuration', () => {
  const harness = productionHarness({
    env: { ADYEN_ENVIRONMENT: 'live-us', ADYEN_CLIENT_KEY: 'live_SANDBOXDEMOPRODUCTION' },
  });

  it('loads Adyen Web from checkoutshopper-live-us.cdn.adyen.com, calls checkoutshopper-live-us.adyen.com and pays', async () => {
    const v = await visit(harness(), 'Adyen');
    await typeCard(v.page, '4242 4242 4242 4242');
    await pressPay(v.page);
    await expectConfirmed(v);
    v.expectProductionPath({ script: ADYEN_JS('live-us'), api: ADYEN_API('live-us') });
    await v.page.close();
  });
});
