import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  type CheckoutHarness,
  choose,
  fillCard,
  readUpdateLinks,
  startHarness,
} from './support/checkoutHarness';
import { overrideEmbeddedProviders } from './support/overrideEmbeddedProviders';
import { untilHydrated } from './support/untilHydrated';
import { watchStripeUpdate } from './support/watchStripeUpdate';

const SHOTS = '/tmp/update-shots';
let harness: CheckoutHarness;
let links: { one: string; all: string };

beforeAll(async () => {
  harness = await startHarness();
  links = await readUpdateLinks(harness.stack.sandboxUrl);
});

afterAll(async () => {
  await harness?.close();
});

async function open(path: string): Promise<Page> {
  const page = await harness.page();
  await page.goto(`${harness.stack.appUrl}${path}`);
  return page;
}

async function expectSuccess(page: Page, scope: 'one' | 'all'): Promise<void> {
  await page.waitForURL(/\/en\/demo-all\/updated-successfully/);
  await page.getByTestId('update-success').waitFor();
  expect(await page.getByTestId('update-success').getAttribute('data-scope')).toBe(scope);
}

/** Nothing of the link lands in browser storage. */
async function expectNothingStored(page: Page, hash: string): Promise<void> {
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
  expect(stored).not.toContain(hash);
}

const hashOf = (path: string) => new URL(path, 'http://x').searchParams.get('hash') ?? '';
const customerOf = (path: string) => new URL(path, 'http://x').searchParams.get('customer_id') ?? '';

describe('update-payment links', () => {
  it('renders the page on the server with the merchant’s locale, styling, theme and payment options, and reads none of them again', async () => {
    const page = await harness.page();
    const reads: string[] = [];
    const merchantRead = /^\/api\/demo-all\/(locale|styling|theme|payments\/en)$/;
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (merchantRead.test(path)) reads.push(path);
    });
    const response = await page.goto(`${harness.stack.appUrl}${links.one}`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-testid="update-page"');
    await untilHydrated(page);
    await page.getByTestId('update-methods').waitFor();
    // Nothing the server writes into the page carries the link's signature.
    expect(html).not.toContain(hashOf(links.one));
    expect(reads).toEqual([]);
    await page.close();
  });

  it('states what is updated and offers only providers that can update, with zero axe violations', async () => {
    const page = await open(links.one);
    await page.getByTestId('update-page').waitFor();
    expect(await page.getByTestId('update-scope').textContent()).toContain('ord_demo_1');
    const offered = await page.getByTestId('update-methods').locator('input[type="radio"]').count();
    expect(offered).toBe(6);
    expect(await page.getByTestId('update-methods').textContent()).not.toMatch(/PayPal|Invoice/);
    expect(await page.locator('script[data-merchant], link[data-merchant]').count()).toBe(0);
    expect(
      await page
        .locator('meta[name="referrer"]')
        .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content'))),
    ).toEqual(['no-referrer']);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/update-one.png`, fullPage: true });
    await page.close();
    const all = await open(links.all);
    await all.getByTestId('update-page').waitFor();
    expect(await all.getByTestId('update-scope').textContent()).toContain('all of your orders');
    await all.screenshot({ path: `${SHOTS}/update-all.png`, fullPage: true });
    await all.close();
  });

  it.each([
    ['one', () => links.one],
    ['all', () => links.all],
  ] as const)('updates %s with Braintree and lands on updated-successfully', async (scope, link) => {
    const page = await open(link());
    await choose(page, 'update-methods', 'Braintree');
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByTestId('update-submit').click();
    await expectSuccess(page, scope);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/success-braintree-${scope}.png`, fullPage: true });
    await expectNothingStored(page, hashOf(link()));
    await page.close();
  });

  it.each([
    ['one', () => links.one],
    ['all', () => links.all],
  ] as const)('updates %s with Stripe, passing the 3-D Secure challenge', async (scope, link) => {
    const page = await open(link());
    await choose(page, 'update-methods', 'Card and wallets');
    await fillCard(page, '4000 0027 6000 3184');
    await page.getByTestId('update-submit').click();
    const challenge = page.frameLocator('iframe[title="3-D Secure authentication"]');
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await expectSuccess(page, scope);
    await page.close();
  });

  it.each([
    ['one', () => links.one],
    ['all', () => links.all],
  ] as const)('updates %s with Adyen and lands on updated-successfully', async (scope, link) => {
    const page = await open(link());
    await choose(page, 'update-methods', 'Adyen');
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByTestId('update-submit').click();
    await expectSuccess(page, scope);
    await expectNothingStored(page, hashOf(link()));
    await page.close();
  });

  it('updates with Adyen through its 3-D Secure redirect and verifies the details with the server', async () => {
    const page = await open(links.one);
    await choose(page, 'update-methods', 'Adyen');
    await fillCard(page, '4000 0027 6000 3184');
    await page.getByTestId('update-submit').click();
    await page.waitForURL(/\/sandbox\/adyen\/3ds\//);
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await expectSuccess(page, 'one');
    await page.close();
  });

  it('shows the error when the Stripe 3-D Secure challenge fails, and stays on the page', async () => {
    const page = await open(links.one);
    await choose(page, 'update-methods', 'Card and wallets');
    await fillCard(page, '4000 0027 6000 3184');
    await page.getByTestId('update-submit').click();
    await page
      .frameLocator('iframe[title="3-D Secure authentication"]')
      .getByRole('button', { name: 'Fail authentication' })
      .click();
    await page.getByTestId('update-error').waitFor();
    expect(page.url()).toContain('/update-payment-method');
    await page.screenshot({ path: `${SHOTS}/stripe-3ds-failed.png`, fullPage: true });
    await page.close();
  });

  it('updates all with Stripe v2 (Payment Element) for the link’s customer, made with POST /psp/stripe/{id}', async () => {
    const page = await open(links.all);
    const watched = watchStripeUpdate(page, harness.stack.sandboxUrl, 'demo-all');
    await choose(page, 'update-methods', 'Card and wallets');
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByTestId('update-submit').click();
    await expectSuccess(page, 'all');
    await watched.expectCardStoredFor(customerOf(links.all));
    await page.close();
  });

  it('updates one with Stripe v1 (Card Element) for the link’s customer, confirming the card and its 3-D Secure in the page', async () => {
    const page = await open(links.one);
    const watched = watchStripeUpdate(page, harness.stack.sandboxUrl, 'demo-all');
    await choose(page, 'update-methods', 'Credit card');
    await fillCard(page, '4000 0027 6000 3184');
    await page.getByTestId('update-submit').click();
    const complete = page
      .frameLocator('iframe[title="3-D Secure authentication"]')
      .getByRole('button', { name: 'Complete authentication' });
    await complete.waitFor();
    await page.screenshot({ path: `${SHOTS}/stripe-v1-challenge.png`, fullPage: true });
    await complete.click();
    await expectSuccess(page, 'one');
    await page.screenshot({ path: `${SHOTS}/success-stripe-v1-one.png`, fullPage: true });
    await watched.expectCardStoredFor(customerOf(links.one));
    await page.close();
  });

  it.each([
    ['one', () => links.one],
    ['all', () => links.all],
  ] as const)(
    'submits %s with Mollie through the mandate page and back, never claiming the change',
    async (scope, link) => {
      const page = await harness.page();
      const referers: string[] = [];
      page.on('request', (request) => {
        const referer = request.headers().referer;
        if (referer) referers.push(referer);
      });
      await page.goto(`${harness.stack.appUrl}${link()}`);
      await choose(page, 'update-methods', 'iDEAL, Bancontact and more');
      await page.getByTestId('update-submit').click();
      await page.waitForURL(/\/sandbox\/mollie\/checkout\//);
      await page.screenshot({ path: `${SHOTS}/mollie-mandate-${scope}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Paid' }).click();
      // No platform call reports a Mollie mandate: the return says the change was submitted (ADR 0010).
      await expect.poll(() => page.getByTestId('update-return').getAttribute('data-state')).toBe('submitted');
      expect(page.url()).not.toContain('updated-successfully');
      // No request of the page (API calls, SDKs, the hosted page, the return) carried the link in a Referer.
      expect(referers.filter((referer) => referer.includes(hashOf(link())))).toEqual([]);
      await page.close();
    },
  );

  it('answers a tampered hash with the uniform invalid-link page', async () => {
    const hash = hashOf(links.one);
    const tampered = links.one.replace(hash, `${hash.slice(0, -1)}${hash.endsWith('0') ? '1' : '0'}`);
    const page = await open(tampered);
    await choose(page, 'update-methods', 'Braintree');
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByTestId('update-submit').click();
    await page.getByTestId('update-invalid-link').waitFor();
    const refused = await page.getByTestId('update-invalid-link').textContent();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/invalid-link.png`, fullPage: true });
    await page.close();
    const missing = await open(links.one.replace(/&?customer_id=[^&]*/, ''));
    await missing.getByTestId('update-invalid-link').waitFor();
    expect(await missing.getByTestId('update-invalid-link').textContent()).toBe(refused);
    await missing.close();
  });

  it('stops waiting for all orders after the (shortened) timeout and says so', async () => {
    const page = await harness.page();
    await page.addInitScript(() => {
      Reflect.set(window, '__checkoutUpdateTimeoutMs', 2_000);
    });
    await page.route('**/api/*/customers/*/payment-methods', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': 'latency=6000' } }),
    );
    await page.goto(`${harness.stack.appUrl}${links.all}`);
    await choose(page, 'update-methods', 'Braintree');
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByTestId('update-submit').click();
    await page.getByTestId('update-progress').waitFor();
    await page.screenshot({ path: `${SHOTS}/progress-all.png`, fullPage: true });
    await page.getByTestId('update-error').waitFor();
    expect(await page.getByTestId('update-error').textContent()).toContain('longer than expected');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/timeout.png`, fullPage: true });
    await page.close();
  });

  it('offers Stripe disabled, saying why in German, when no publishable key is configured (issue 27)', async () => {
    const page = await harness.page();
    await overrideEmbeddedProviders(page, { stripe: null });
    await page.goto(`${harness.stack.appUrl}${links.one.replace('/en/', '/de/')}`);
    const stripe = page.getByRole('radio', { name: /Card and wallets/ });
    await stripe.waitFor();
    expect(await stripe.isDisabled()).toBe(true);
    const description = await stripe.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(description).toContain('Dieser Shop hat diese Zahlungsart noch nicht fertig eingerichtet');
    expect(
      await page
        .getByRole('radio', { name: /Braintree|PayPal|Adyen/ })
        .first()
        .isDisabled(),
    ).toBe(false);
    await page.screenshot({ path: `${SHOTS}/stripe-unconfigured-de.png`, fullPage: true });
    await page.close();
  });

  it('renders the update page in German', async () => {
    const page = await open(links.all.replace('/en/', '/de/'));
    await page.getByTestId('update-page').waitFor();
    expect(await page.locator('h1').textContent()).toBe('Zahlungsart ändern');
    await page.screenshot({ path: `${SHOTS}/update-all-de.png`, fullPage: true });
    await page.close();
  });
});
