import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type CheckoutHarness, choose, completeAllButPayment, fillCard, pressPay } from './checkoutHarness';

// Provider flows as functions of a harness, so the same scenario runs against the sandbox
// (`startHarness()`) and, later, against another configuration of the stack. Each scenario opens its
// own cart and page on the every-feature merchant and closes the page when it is done.

/** The merchant every scenario pays on: all providers, sandbox mode. */
const MERCHANT = 'demo-all';

let carts = 0;

/** A fresh cart with one `sku` on `MERCHANT`. */
async function newCart(harness: CheckoutHarness, sku = 'tripod'): Promise<string> {
  const id = `flows-${Date.now()}-${carts++}`;
  const response = await fetch(`${harness.stack.sandboxUrl}/api/${MERCHANT}/cart/${id}/items/${sku}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"quantity":1}',
  });
  expect(response.status).toBe(201);
  return id;
}

/** Opens a new cart and completes everything but the payment. */
async function readyToPay(harness: CheckoutHarness, sku = 'tripod'): Promise<{ page: Page; cartId: string }> {
  const cartId = await newCart(harness, sku);
  const page = await harness.page();
  await page.goto(`${harness.stack.appUrl}/en/${MERCHANT}/${cartId}`);
  await completeAllButPayment(page);
  return { page, cartId };
}

/** Reads the platform's cart, as the platform holds it (its live draft or order, if any). */
async function platformCart(harness: CheckoutHarness, cartId: string): Promise<{ draft_id: string | null }> {
  const response = await fetch(`${harness.stack.sandboxUrl}/api/${MERCHANT}/cart/${cartId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { draft_id: string | null } }).data;
}

/** The platform's status of an order. */
async function orderStatus(harness: CheckoutHarness, orderId: string): Promise<string | undefined> {
  const response = await fetch(`${harness.stack.sandboxUrl}/api/${MERCHANT}/order/${orderId}`);
  return ((await response.json()) as { data?: { order?: { status: string } } }).data?.order?.status;
}

async function expectConfirmed(page: Page, cartId: string): Promise<string> {
  await page.waitForURL(new RegExp(`/en/${MERCHANT}/${cartId}/order-confirmation`));
  await expect.poll(() => page.getByTestId('order-confirmation').getAttribute('data-state')).toBe('confirmed');
  return new URL(page.url()).searchParams.get('order_id') ?? '';
}

/** The shopper is still on the checkout with `text` in the payment error, and the cart has no order. */
async function expectStillOnCheckout(harness: CheckoutHarness, page: Page, cartId: string, text: string) {
  await expect.poll(() => page.getByTestId('pay-error').textContent()).toContain(text);
  expect(new URL(page.url()).pathname).toBe(`/en/${MERCHANT}/${cartId}`);
  expect((await platformCart(harness, cartId)).draft_id).toBeNull();
}

/** After a failure the shopper pays with the invoice method on the same page, and the order is confirmed. */
async function retryWithInvoice(page: Page, cartId: string): Promise<void> {
  await choose(page, 'payment-methods', 'Invoice');
  await pressPay(page);
  await expectConfirmed(page, cartId);
}

/**
 * On a provider's hosted page (`hosted`) the shopper presses `button` and comes back on the checkout's
 * `redirected` route; resolves the URL of that return (with whatever the provider added to it).
 */
async function answerHostedPage(page: Page, cartId: string, hosted: RegExp, button: string, screenshot?: string) {
  await page.waitForURL(hosted);
  if (screenshot) await page.screenshot({ path: screenshot });
  const returns: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.url().includes(`/${cartId}/redirected`))
      returns.push(request.url());
  });
  await page.getByRole('button', { name: button }).click();
  await expect.poll(() => returns.length).toBeGreaterThan(0);
  return new URL(returns[0] ?? '');
}

/** The return said the payment was not made, the draft was given up, and the shopper goes back to pay again. */
async function expectNotPaidAndBack(harness: CheckoutHarness, page: Page, draftId: string): Promise<void> {
  await expect.poll(() => page.getByTestId('payment-return').getAttribute('data-state')).toBe('failed');
  expect(new URL(page.url()).pathname).toMatch(/\/redirected$/);
  expect(await page.getByTestId('return-error').textContent()).toContain('did not confirm the payment');
  expect(await orderStatus(harness, draftId)).toBe('cancelled');
  await page.getByRole('button', { name: 'Back to checkout' }).click();
  await completeAllButPayment(page);
}

/** The Braintree Drop-in's in-page 3-D Secure challenge. */
const challengeFrame = (page: Page) => page.frameLocator('iframe[title="3-D Secure authentication"]');

/** Braintree with Drop-in 3-D Secure: the challenge card passes the challenge in the page and the order is paid. */
export async function braintreeThreeDSecurePasses(harness: CheckoutHarness, screenshot?: string): Promise<void> {
  const { page, cartId } = await readyToPay(harness);
  await choose(page, 'payment-methods', 'Braintree');
  await fillCard(page, '4000 0027 6000 3184');
  await pressPay(page);
  const complete = challengeFrame(page).getByRole('button', { name: 'Complete authentication' });
  await complete.waitFor();
  if (screenshot) await page.screenshot({ path: screenshot });
  await complete.click();
  const orderId = await expectConfirmed(page, cartId);
  expect(await orderStatus(harness, orderId)).toBe('open');
  await page.close();
}

/** Braintree with Drop-in 3-D Secure: a failed challenge keeps the shopper on the page with a translated text, nothing ordered. */
export async function braintreeThreeDSecureFails(harness: CheckoutHarness, screenshot?: string): Promise<void> {
  const { page, cartId } = await readyToPay(harness);
  const orderCreates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/order-create')) orderCreates.push(request.url());
  });
  await choose(page, 'payment-methods', 'Braintree');
  await fillCard(page, '4000 0027 6000 3184');
  await pressPay(page);
  await challengeFrame(page).getByRole('button', { name: 'Fail authentication' }).click();
  await expectStillOnCheckout(harness, page, cartId, 'Your card could not be verified (3-D Secure was not completed).');
  // The failed challenge never reached the platform: no order was asked for.
  expect(orderCreates).toEqual([]);
  if (screenshot) await page.screenshot({ path: screenshot });
  await retryWithInvoice(page, cartId);
  await page.close();
}

/**
 * PayPal subscription: a cart with subscription items gets a `plan_id`, the SDK loads with
 * `vault=true&intent=subscription`, the buttons create a subscription (never an order), and the
 * checkout confirms only once the platform has taken the approved subscription.
 */
export async function paypalSubscription(harness: CheckoutHarness, screenshot?: string): Promise<void> {
  const { page, cartId } = await readyToPay(harness, 'coffee-monthly');
  const paypalCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/sandbox/sdk/paypal') || url.pathname.startsWith('/sandbox/paypal/v'))
      paypalCalls.push(`${request.method()} ${url.pathname}${url.pathname.endsWith('.js') ? url.search : ''}`);
  });
  await choose(page, 'payment-methods', 'PayPal');
  await page.getByRole('button', { name: 'Subscribe with PayPal' }).click();
  const approve = page.frameLocator('iframe[title="PayPal"]').getByRole('button', { name: 'Agree & subscribe' });
  await approve.waitFor();
  if (screenshot) await page.screenshot({ path: screenshot });
  await approve.click();
  await pressPay(page);
  const orderId = await expectConfirmed(page, cartId);
  expect(await orderStatus(harness, orderId)).toBe('open');
  const sdk = paypalCalls.find((call) => call.startsWith('GET /sandbox/sdk/paypal.js')) ?? '';
  const query = new URLSearchParams(sdk.slice(sdk.indexOf('?')));
  expect([query.get('intent'), query.get('vault')]).toEqual(['subscription', 'true']);
  expect(paypalCalls).toContain('POST /sandbox/paypal/v1/billing/subscriptions');
  expect(paypalCalls).not.toContain('POST /sandbox/paypal/v2/checkout/orders');
  await page.close();
}

/** Adyen refuses the declined test card: its message, the shopper stays and pays with another method. */
export async function adyenDecline(harness: CheckoutHarness): Promise<void> {
  const { page, cartId } = await readyToPay(harness);
  await choose(page, 'payment-methods', 'Adyen');
  await fillCard(page, '4000 0000 0000 0002');
  await pressPay(page);
  await expectStillOnCheckout(harness, page, cartId, 'Your card was declined.');
  await retryWithInvoice(page, cartId);
  await page.close();
}

/** Braintree's processor declines the declined test card: its message, the shopper stays and pays with another method. */
export async function braintreeDecline(harness: CheckoutHarness): Promise<void> {
  const { page, cartId } = await readyToPay(harness);
  await choose(page, 'payment-methods', 'Braintree');
  await fillCard(page, '4000 0000 0000 0002');
  await pressPay(page);
  await expectStillOnCheckout(harness, page, cartId, 'Your card was declined.');
  await retryWithInvoice(page, cartId);
  await page.close();
}

/** Mollie's hosted page ends `failed`: the return says the payment failed, the draft is cancelled, and another method pays. */
export async function mollieDecline(harness: CheckoutHarness): Promise<void> {
  const { page, cartId } = await readyToPay(harness);
  await choose(page, 'payment-methods', 'iDEAL, Bancontact and more');
  await pressPay(page);
  await page.waitForURL(/\/sandbox\/mollie\/checkout\//);
  const draftId = (await platformCart(harness, cartId)).draft_id ?? '';
  await page.getByRole('button', { name: 'Failed' }).click();
  await expect.poll(() => page.getByTestId('payment-return').getAttribute('data-state')).toBe('failed');
  expect(page.url()).not.toContain('order-confirmation');
  expect(await orderStatus(harness, draftId)).toBe('cancelled');
  await page.getByRole('button', { name: 'Back to checkout' }).click();
  await completeAllButPayment(page);
  await retryWithInvoice(page, cartId);
  await page.close();
}

/** PayPal reports INSTRUMENT_DECLINED at capture: the shopper reads it translated, stays, and pays with another method. */
export async function paypalDecline(harness: CheckoutHarness, screenshot?: string): Promise<void> {
  const { page, cartId } = await readyToPay(harness);
  await choose(page, 'payment-methods', 'PayPal');
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await page
    .frameLocator('iframe[title="PayPal"]')
    .getByRole('button', { name: 'Pay with a declined funding source' })
    .click();
  await pressPay(page);
  await expectStillOnCheckout(harness, page, cartId, 'PayPal declined the payment method');
  if (screenshot) await page.screenshot({ path: screenshot });
  await retryWithInvoice(page, cartId);
  await page.close();
}

/**
 * Offline gateway that confirms on a hosted page: the platform answers `redirect_url`, the shopper
 * leaves the checkout, and comes back on `redirected`, which asks the platform: paid confirms, a
 * return for an unpaid order says it was not paid.
 */
export async function offlineFullPageReturn(harness: CheckoutHarness, screenshot?: string): Promise<void> {
  const hosted = /\/sandbox\/offlinegateway\/pay\//;
  const paid = await readyToPay(harness);
  await choose(paid.page, 'payment-methods', 'Bank transfer');
  await pressPay(paid.page);
  await answerHostedPage(paid.page, paid.cartId, hosted, 'Transfer confirmed', screenshot);
  const orderId = await expectConfirmed(paid.page, paid.cartId);
  expect(await orderStatus(harness, orderId)).toBe('open');
  await paid.page.close();

  const unpaid = await readyToPay(harness);
  await choose(unpaid.page, 'payment-methods', 'Bank transfer');
  await pressPay(unpaid.page);
  await unpaid.page.waitForURL(hosted);
  const draftId = (await platformCart(harness, unpaid.cartId)).draft_id ?? '';
  await answerHostedPage(unpaid.page, unpaid.cartId, hosted, 'Cancel transfer');
  await expectNotPaidAndBack(harness, unpaid.page, draftId);
  await unpaid.page.close();
}

/** Pays with PayPal, approving in PayPal's window with `outcome`. */
async function payWithPaypal(page: Page, outcome: string, screenshot?: string): Promise<void> {
  await choose(page, 'payment-methods', 'PayPal');
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  const approve = page.frameLocator('iframe[title="PayPal"]').getByRole('button', { name: outcome });
  await approve.waitFor();
  if (screenshot) await page.screenshot({ path: screenshot });
  await approve.click();
  await pressPay(page);
}

/**
 * PayPal's capture needs the payer again (`PAYER_ACTION_REQUIRED`): the platform answers the order's
 * `payer-action` link, the shopper leaves for PayPal and comes back on `redirected` with PayPal's
 * `token` and `PayerID`, and only the platform's order status confirms. Cancelled there, the return
 * says it was not paid, and the shopper pays again with PayPal.
 */
export async function paypalPayerActionReturn(harness: CheckoutHarness, screenshot?: string): Promise<void> {
  const stepUp = 'Pay with a funding source that needs a step-up';
  const payerAction = /\/sandbox\/paypal\/checkoutnow\?token=/;
  const paid = await readyToPay(harness);
  await payWithPaypal(paid.page, stepUp, screenshot?.replace(/\.png$/, '-approval.png'));
  const back = await answerHostedPage(paid.page, paid.cartId, payerAction, 'Confirm and pay', screenshot);
  expect([back.searchParams.has('token'), back.searchParams.has('PayerID')]).toEqual([true, true]);
  const orderId = await expectConfirmed(paid.page, paid.cartId);
  expect(await orderStatus(harness, orderId)).toBe('open');
  await paid.page.close();

  const cancelled = await readyToPay(harness);
  await payWithPaypal(cancelled.page, stepUp);
  await cancelled.page.waitForURL(payerAction);
  const draftId = (await platformCart(harness, cancelled.cartId)).draft_id ?? '';
  await answerHostedPage(cancelled.page, cancelled.cartId, payerAction, 'Cancel and return');
  await expectNotPaidAndBack(harness, cancelled.page, draftId);
  await payWithPaypal(cancelled.page, 'Approve payment');
  expect(await orderStatus(harness, await expectConfirmed(cancelled.page, cancelled.cartId))).toBe('open');
  await cancelled.page.close();
}

/**
 * Braintree's step-up: a 3-D Secure card the issuer could not authenticate in the page reaches the
 * platform without liability shift, and the platform sends the shopper to its hosted challenge;
 * passed, the return on `redirected` confirms from the order status; failed, it says it was not
 * paid, and the shopper pays again with another card.
 */
export async function braintreeStepUpReturn(harness: CheckoutHarness, screenshot?: string): Promise<void> {
  const challenge = /\/sandbox\/braintree\/challenge\//;
  const paid = await readyToPay(harness);
  await choose(paid.page, 'payment-methods', 'Braintree');
  await fillCard(paid.page, '4000 0000 0000 2313');
  await pressPay(paid.page);
  await answerHostedPage(paid.page, paid.cartId, challenge, 'Complete authentication', screenshot);
  const orderId = await expectConfirmed(paid.page, paid.cartId);
  expect(await orderStatus(harness, orderId)).toBe('open');
  await paid.page.close();

  const failed = await readyToPay(harness);
  await choose(failed.page, 'payment-methods', 'Braintree');
  await fillCard(failed.page, '4000 0000 0000 2313');
  await pressPay(failed.page);
  await failed.page.waitForURL(challenge);
  const draftId = (await platformCart(harness, failed.cartId)).draft_id ?? '';
  await answerHostedPage(failed.page, failed.cartId, challenge, 'Fail authentication');
  await expectNotPaidAndBack(harness, failed.page, draftId);
  await choose(failed.page, 'payment-methods', 'Braintree');
  await fillCard(failed.page, '4242 4242 4242 4242');
  await pressPay(failed.page);
  expect(await orderStatus(harness, await expectConfirmed(failed.page, failed.cartId))).toBe('open');
  await failed.page.close();
}
