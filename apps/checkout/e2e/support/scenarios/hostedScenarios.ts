import { expect } from 'vitest';
import { choose, fillCard, pressPay } from '../checkoutHarness';
import { productionUrls } from '../productionUrls';
import type { ScenarioTarget } from './ScenarioTarget';
import { startScenario } from './startScenario';

// Adyen's decline, Mollie's and the offline gateway's hosted pages as functions of a target, so the
// same scenario runs in sandbox mode and in production configuration (`ScenarioTarget`).

/** Adyen refuses the declined test card: its message, the shopper stays and pays with another method. */
export async function adyenDecline(target: ScenarioTarget): Promise<void> {
  const run = await startScenario(target);
  await choose(run.page, 'payment-methods', 'Adyen');
  await fillCard(run.page, '4000 0000 0000 0002');
  await pressPay(run.page);
  await run.expectStillOnCheckout('Your card was declined.');
  await run.retryWithInvoice();
  await run.finish({ script: productionUrls.adyenJs('(test|live)'), api: productionUrls.adyenApi('test') });
}

/** Mollie's hosted page ends `failed`: the return says the payment failed, the draft is cancelled, and another method pays. */
export async function mollieDecline(target: ScenarioTarget): Promise<void> {
  const run = await startScenario(target);
  await choose(run.page, 'payment-methods', 'iDEAL, Bancontact and more');
  await pressPay(run.page);
  await run.page.waitForURL(
    run.hostedPage('/sandbox/mollie/checkout/', 'https://www.mollie.com/checkout/select-method/'),
  );
  const draftId = await run.draftId();
  await run.page.getByRole('button', { name: 'Failed' }).click();
  await expect.poll(() => run.page.getByTestId('payment-return').getAttribute('data-state')).toBe('failed');
  expect(run.page.url()).not.toContain('order-confirmation');
  expect(await run.orderStatus(draftId)).toBe('cancelled');
  await run.page.getByRole('button', { name: 'Back to checkout' }).click();
  await target.completeAllButPayment(run.page);
  await run.retryWithInvoice();
  await run.finish();
}

/**
 * Offline gateway that confirms on a hosted page: the platform answers `redirect_url`, the shopper
 * leaves the checkout, and comes back on `redirected`, which asks the platform: paid confirms, a
 * return for an unpaid order says it was not paid. In production configuration the page is on the
 * gateway's own origin, which only the operator's `REDIRECT_ORIGINS` puts on the redirect allowlist.
 */
export async function offlineFullPageReturn(target: ScenarioTarget, screenshot?: string): Promise<void> {
  const paid = await startScenario(target);
  const hosted = paid.hostedPage('/sandbox/offlinegateway/pay/', 'https://pay.offline-gateway.example/pay/');
  await choose(paid.page, 'payment-methods', 'Bank transfer');
  await pressPay(paid.page);
  await paid.answerHostedPage(hosted, 'Transfer confirmed', screenshot);
  expect(await paid.orderStatus(await paid.expectConfirmed())).toBe('open');
  await paid.finish();

  const unpaid = await startScenario(target);
  await choose(unpaid.page, 'payment-methods', 'Bank transfer');
  await pressPay(unpaid.page);
  await unpaid.page.waitForURL(hosted);
  const draftId = await unpaid.draftId();
  await unpaid.answerHostedPage(hosted, 'Cancel transfer');
  await unpaid.expectNotPaidAndBack(draftId);
  await unpaid.finish();
}
