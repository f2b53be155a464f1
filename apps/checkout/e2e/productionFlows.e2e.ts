import { describe, expect, it } from 'vitest';
import { choose, fillCard, fillShopper, pressPay, readUpdateLinks } from './support/checkoutHarness';
import { createCart } from './support/checkoutScreens';
import { productionHarness } from './support/productionHarness';
import { productionUrls } from './support/productionUrls';
import {
  braintreeDecline,
  braintreeStepUpReturn,
  braintreeThreeDSecureFails,
  braintreeThreeDSecurePasses,
} from './support/scenarios/braintreeScenarios';
import { adyenDecline, mollieDecline, offlineFullPageReturn } from './support/scenarios/hostedScenarios';
import { paypalDecline, paypalPayerActionReturn, paypalSubscription } from './support/scenarios/paypalScenarios';
import type { ScenarioTarget } from './support/scenarios/ScenarioTarget';
import { watchProductionPath } from './support/watchProductionPath';
import { watchStripeUpdate } from './support/watchStripeUpdate';

// Issue 27: the provider scenarios of providerFlows.e2e.ts, and the Stripe updates of update.e2e.ts,
// in production configuration (see productionConfig.e2e.ts): merchant `demo-production` with sandbox
// mode off, the server against the sandbox as its platform, the providers' hosts routed to the
// sandbox. Each case also asserts the production path (`watchProductionPath`).
const MERCHANT = 'demo-production';
const SHOTS = '/tmp/prodflows';

describe('provider flows in production configuration', () => {
  const harness = productionHarness();
  // `demo-production` has no checks, no shipping choice and no checkboxes: the shopper's details are all.
  const target = (): ScenarioTarget => ({
    harness: harness(),
    merchant: MERCHANT,
    completeAllButPayment: (page) => fillShopper(page),
  });

  it('Braintree 3-D Secure: pays through the Drop-in challenge on assets.braintreegateway.com', () =>
    braintreeThreeDSecurePasses(target(), `${SHOTS}-braintree-3ds-challenge.png`));

  it('Braintree 3-D Secure: a failed challenge keeps the shopper on the page, nothing ordered', () =>
    braintreeThreeDSecureFails(target(), `${SHOTS}-braintree-3ds-failed.png`));

  it('PayPal subscription: subscribes with the plan_id through www.paypal.com', () =>
    paypalSubscription(target(), `${SHOTS}-paypal-subscription.png`));

  it('declines: Adyen', () => adyenDecline(target()));

  it('declines: Braintree', () => braintreeDecline(target()));

  it('declines: Mollie (failed on www.mollie.com)', () => mollieDecline(target()));

  it('declines: PayPal (INSTRUMENT_DECLINED at capture)', () =>
    paypalDecline(target(), `${SHOTS}-paypal-declined.png`));

  it('full-page return: the offline gateway’s hosted page on its own origin, allowed by REDIRECT_ORIGINS', () =>
    offlineFullPageReturn(target(), `${SHOTS}-offline-hosted.png`));

  it('full-page return: PayPal’s payer action on www.paypal.com', () =>
    paypalPayerActionReturn(target(), `${SHOTS}-paypal-payer-action.png`));

  it('full-page return: Braintree’s step-up on assets.braintreegateway.com', () =>
    braintreeStepUpReturn(target(), `${SHOTS}-braintree-step-up.png`));
});

describe('Stripe updates in production configuration', () => {
  const harness = productionHarness();
  const customerOf = (path: string) => new URL(path, 'http://x').searchParams.get('customer_id') ?? '';

  it.each([
    ['one', 'Credit card', '4000 0027 6000 3184'],
    ['all', 'Card and wallets', '4242 4242 4242 4242'],
  ] as const)('updates %s with %s through js.stripe.com, creating the link’s customer', async (scope, method, card) => {
    const links = await readUpdateLinks(harness().stack.sandboxUrl, MERCHANT);
    expect(links[scope]).toContain(`/${MERCHANT}/update-payment-method?`);
    const page = await harness().page();
    const path = await watchProductionPath(harness(), page);
    const watched = watchStripeUpdate(page, harness().stack.sandboxUrl, MERCHANT);
    await page.goto(`${harness().stack.appUrl}${links[scope]}`);
    await choose(page, 'update-methods', method);
    await fillCard(page, card);
    await page.getByTestId('update-submit').click();
    if (card !== '4242 4242 4242 4242') {
      const complete = page
        .frameLocator('iframe[title="3-D Secure authentication"]')
        .getByRole('button', { name: 'Complete authentication' });
      await complete.waitFor();
      await page.screenshot({ path: `${SHOTS}-stripe-update-${scope}-challenge.png` });
      await complete.click();
    }
    await page.waitForURL(new RegExp(`/en/${MERCHANT}/updated-successfully`));
    await page.getByTestId('update-success').waitFor();
    expect(await page.getByTestId('update-success').getAttribute('data-scope')).toBe(scope);
    await page.screenshot({ path: `${SHOTS}-stripe-update-${scope}.png` });
    await watched.expectCardStoredFor(customerOf(links[scope]));
    path.expectProductionPath({ script: productionUrls.stripeJs, api: /^POST https:\/\/api\.stripe\.com\/v1\// });
    await page.close();
  });
});

describe('a hosted page on an origin the operator did not list', () => {
  // The same production configuration without `REDIRECT_ORIGINS`: the offline gateway's page is on no
  // provider's documented origin, so the allowlist refuses it.
  const harness = productionHarness({ env: { REDIRECT_ORIGINS: '' } });

  it('is refused with the translated text, the shopper stays, and nothing is paid', async () => {
    const cartId = await createCart(harness().stack.sandboxUrl, MERCHANT, 'prodflows-refused');
    const page = await harness().page();
    const path = await watchProductionPath(harness(), page);
    const left: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame() && request.url().startsWith('https://'))
        left.push(request.url());
    });
    const answers: { order_id?: string; redirect_url?: string }[] = [];
    page.on('response', async (response) => {
      if (response.request().method() === 'POST' && response.url().endsWith('/order-create'))
        answers.push(((await response.json()) as { data: { order_id?: string; redirect_url?: string } }).data);
    });
    await page.goto(`${harness().stack.appUrl}/en/${MERCHANT}/${cartId}`);
    await fillShopper(page);
    await choose(page, 'payment-methods', 'Bank transfer');
    await pressPay(page);
    await expect
      .poll(() => page.getByTestId('pay-error').textContent())
      .toContain('For your safety, we stopped a redirect to an unknown address.');
    await page.screenshot({ path: `${SHOTS}-offline-refused.png` });
    // The platform did send the shopper to the gateway's page, on an origin nobody listed; the page stayed.
    await expect.poll(() => answers.length).toBe(1);
    expect(answers[0]?.redirect_url).toMatch(/^https:\/\/pay\.offline-gateway\.example\/pay\/offline_\w+$/);
    expect(left).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(`/en/${MERCHANT}/${cartId}`);
    // The order waits for a confirmation that never comes: nothing was paid.
    const order = await fetch(`${harness().stack.sandboxUrl}/api/${MERCHANT}/order/${answers[0]?.order_id}`);
    const status = ((await order.json()) as { data?: { order?: { status: string } } }).data?.order?.status;
    expect(status).toBeDefined();
    expect(['open', 'paid']).not.toContain(status);
    path.expectProductionPath({});
    await page.close();
  });
});
