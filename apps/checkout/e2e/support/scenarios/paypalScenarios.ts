import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { choose, pressPay } from '../checkoutHarness';
import { productionUrls } from '../productionUrls';
import type { ScenarioTarget } from './ScenarioTarget';
import { startScenario } from './startScenario';

// PayPal's flows as functions of a target, so the same scenario runs in sandbox mode and in
// production configuration (`ScenarioTarget`).

/** PayPal's window (a frame of the page), on the sandbox or on www.paypal.com. */
const paypalWindow = (page: Page) => page.frameLocator('iframe[title="PayPal"]');

/** Pays with PayPal, approving in PayPal's window with `outcome`. */
async function payWithPaypal(page: Page, outcome: string, screenshot?: string): Promise<void> {
  await choose(page, 'payment-methods', 'PayPal');
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  const approve = paypalWindow(page).getByRole('button', { name: outcome });
  await approve.waitFor();
  if (screenshot) await page.screenshot({ path: screenshot });
  await approve.click();
  await pressPay(page);
}

/**
 * `METHOD path` of a PayPal SDK or API request, the same in both configurations: `sdk?query` for the
 * script (`/sandbox/sdk/paypal.js` or `www.paypal.com/sdk/js`), the API path without the sandbox's
 * `/sandbox/paypal` prefix or PayPal's host; `null` for anything else.
 */
function paypalCall(method: string, href: string): string | null {
  const url = new URL(href);
  if (url.pathname === '/sandbox/sdk/paypal.js' || (url.hostname === 'www.paypal.com' && url.pathname === '/sdk/js'))
    return `${method} sdk${url.search}`;
  if (url.pathname.startsWith('/sandbox/paypal/v')) return `${method} ${url.pathname.slice('/sandbox/paypal'.length)}`;
  if (url.hostname === 'www.paypal.com' && url.pathname.startsWith('/v')) return `${method} ${url.pathname}`;
  return null;
}

/**
 * PayPal subscription: a cart with subscription items gets a `plan_id`, the SDK loads with
 * `vault=true&intent=subscription`, the buttons create a subscription (never an order), and the
 * checkout confirms only once the platform has taken the approved subscription.
 */
export async function paypalSubscription(target: ScenarioTarget, screenshot?: string): Promise<void> {
  const run = await startScenario(target, 'coffee-monthly');
  const calls: string[] = [];
  run.page.on('request', (request) => {
    const call = paypalCall(request.method(), request.url());
    if (call) calls.push(call);
  });
  await choose(run.page, 'payment-methods', 'PayPal');
  await run.page.getByRole('button', { name: 'Subscribe with PayPal' }).click();
  const approve = paypalWindow(run.page).getByRole('button', { name: 'Agree & subscribe' });
  await approve.waitFor();
  if (screenshot) await run.page.screenshot({ path: screenshot });
  await approve.click();
  await pressPay(run.page);
  expect(await run.orderStatus(await run.expectConfirmed())).toBe('open');
  const sdk = calls.find((call) => call.startsWith('GET sdk?')) ?? '';
  const query = new URLSearchParams(sdk.slice(sdk.indexOf('?')));
  expect([query.get('intent'), query.get('vault')]).toEqual(['subscription', 'true']);
  expect(calls).toContain('POST /v1/billing/subscriptions');
  expect(calls).not.toContain('POST /v2/checkout/orders');
  await run.finish({
    script: productionUrls.paypalJs,
    api: /^POST https:\/\/www\.paypal\.com\/v1\/billing\/subscriptions$/,
  });
}

/** PayPal reports INSTRUMENT_DECLINED at capture: the shopper reads it translated, stays, and pays with another method. */
export async function paypalDecline(target: ScenarioTarget, screenshot?: string): Promise<void> {
  const run = await startScenario(target);
  await choose(run.page, 'payment-methods', 'PayPal');
  await run.page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await paypalWindow(run.page).getByRole('button', { name: 'Pay with a declined funding source' }).click();
  await pressPay(run.page);
  await run.expectStillOnCheckout('PayPal declined the payment method');
  if (screenshot) await run.page.screenshot({ path: screenshot });
  await run.retryWithInvoice();
  await run.finish({ script: productionUrls.paypalJs, api: productionUrls.paypalApi });
}

/**
 * PayPal's capture needs the payer again (`PAYER_ACTION_REQUIRED`): the platform answers the order's
 * `payer-action` link, the shopper leaves for PayPal and comes back on `redirected` with PayPal's
 * `token` and `PayerID`, and only the platform's order status confirms. Cancelled there, the return
 * says it was not paid, and the shopper pays again with PayPal.
 */
export async function paypalPayerActionReturn(target: ScenarioTarget, screenshot?: string): Promise<void> {
  const stepUp = 'Pay with a funding source that needs a step-up';
  const paid = await startScenario(target);
  const payerAction = paid.hostedPage(
    '/sandbox/paypal/checkoutnow?token=',
    'https://www.paypal.com/checkoutnow?token=',
  );
  await payWithPaypal(paid.page, stepUp, screenshot?.replace(/\.png$/, '-approval.png'));
  const back = await paid.answerHostedPage(payerAction, 'Confirm and pay', screenshot);
  expect([back.searchParams.has('token'), back.searchParams.has('PayerID')]).toEqual([true, true]);
  expect(await paid.orderStatus(await paid.expectConfirmed())).toBe('open');
  await paid.finish({ script: productionUrls.paypalJs, api: productionUrls.paypalApi });

  const cancelled = await startScenario(target);
  await payWithPaypal(cancelled.page, stepUp);
  await cancelled.page.waitForURL(payerAction);
  const draftId = await cancelled.draftId();
  await cancelled.answerHostedPage(payerAction, 'Cancel and return');
  await cancelled.expectNotPaidAndBack(draftId);
  await payWithPaypal(cancelled.page, 'Approve payment');
  expect(await cancelled.orderStatus(await cancelled.expectConfirmed())).toBe('open');
  // Back on the checkout after the return, the page loaded PayPal's script a second time.
  await cancelled.finish({ script: productionUrls.paypalJs, scriptLoads: 2, api: productionUrls.paypalApi });
}
