import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { choose, fillCard, pressPay } from '../checkoutHarness';
import { productionUrls } from '../productionUrls';
import type { ScenarioTarget } from './ScenarioTarget';
import { type ScenarioRun, startScenario } from './startScenario';

// Braintree's flows as functions of a target, so the same scenario runs in sandbox mode and in
// production configuration (`ScenarioTarget`).

/** The Braintree Drop-in's in-page 3-D Secure challenge. */
const challengeFrame = (page: Page) => page.frameLocator('iframe[title="3-D Secure authentication"]');

/** Pays with Braintree's Drop-in and a test card. */
async function payWithCard(run: ScenarioRun, card: string): Promise<void> {
  await choose(run.page, 'payment-methods', 'Braintree');
  await fillCard(run.page, card);
  await pressPay(run.page);
}

/** Braintree with Drop-in 3-D Secure: the challenge card passes the challenge in the page and the order is paid. */
export async function braintreeThreeDSecurePasses(target: ScenarioTarget, screenshot?: string): Promise<void> {
  const run = await startScenario(target);
  await payWithCard(run, '4000 0027 6000 3184');
  const complete = challengeFrame(run.page).getByRole('button', { name: 'Complete authentication' });
  await complete.waitFor();
  if (screenshot) await run.page.screenshot({ path: screenshot });
  await complete.click();
  expect(await run.orderStatus(await run.expectConfirmed())).toBe('open');
  await run.finish({ script: productionUrls.braintreeJs, api: productionUrls.braintreeApi });
}

/** Braintree with Drop-in 3-D Secure: a failed challenge keeps the shopper on the page with a translated text, nothing ordered. */
export async function braintreeThreeDSecureFails(target: ScenarioTarget, screenshot?: string): Promise<void> {
  const run = await startScenario(target);
  const orderCreates: string[] = [];
  run.page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/order-create')) orderCreates.push(request.url());
  });
  await payWithCard(run, '4000 0027 6000 3184');
  await challengeFrame(run.page).getByRole('button', { name: 'Fail authentication' }).click();
  await run.expectStillOnCheckout('Your card could not be verified (3-D Secure was not completed).');
  // The failed challenge never reached the platform: no order was asked for.
  expect(orderCreates).toEqual([]);
  if (screenshot) await run.page.screenshot({ path: screenshot });
  await run.retryWithInvoice();
  await run.finish({ script: productionUrls.braintreeJs, api: productionUrls.braintreeApi });
}

/** Braintree's processor declines the declined test card: its message, the shopper stays and pays with another method. */
export async function braintreeDecline(target: ScenarioTarget): Promise<void> {
  const run = await startScenario(target);
  await payWithCard(run, '4000 0000 0000 0002');
  await run.expectStillOnCheckout('Your card was declined.');
  await run.retryWithInvoice();
  await run.finish({ script: productionUrls.braintreeJs, api: productionUrls.braintreeApi });
}

/**
 * Braintree's step-up: a 3-D Secure card the issuer could not authenticate in the page reaches the
 * platform without liability shift, and the platform sends the shopper to its hosted challenge;
 * passed, the return on `redirected` confirms from the order status; failed, it says it was not
 * paid, and the shopper pays again with another card.
 */
export async function braintreeStepUpReturn(target: ScenarioTarget, screenshot?: string): Promise<void> {
  const paid = await startScenario(target);
  const challenge = paid.hostedPage(
    '/sandbox/braintree/challenge/',
    'https://assets.braintreegateway.com/3ds/challenge/',
  );
  await payWithCard(paid, '4000 0000 0000 2313');
  await paid.answerHostedPage(challenge, 'Complete authentication', screenshot);
  expect(await paid.orderStatus(await paid.expectConfirmed())).toBe('open');
  await paid.finish({ script: productionUrls.braintreeJs, api: productionUrls.braintreeApi });

  const failed = await startScenario(target);
  await payWithCard(failed, '4000 0000 0000 2313');
  await failed.page.waitForURL(challenge);
  const draftId = await failed.draftId();
  await failed.answerHostedPage(challenge, 'Fail authentication');
  await failed.expectNotPaidAndBack(draftId);
  await payWithCard(failed, '4242 4242 4242 4242');
  expect(await failed.orderStatus(await failed.expectConfirmed())).toBe('open');
  // Back on the checkout after the failed return, the page loaded the Drop-in a second time.
  await failed.finish({ script: productionUrls.braintreeJs, scriptLoads: 2, api: productionUrls.braintreeApi });
}
