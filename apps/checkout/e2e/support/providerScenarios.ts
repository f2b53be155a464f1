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
  const paid = await readyToPay(harness);
  await choose(paid.page, 'payment-methods', 'Bank transfer');
  await pressPay(paid.page);
  await paid.page.waitForURL(/\/sandbox\/offlinegateway\/pay\//);
  if (screenshot) await paid.page.screenshot({ path: screenshot });
  const documents: string[] = [];
  paid.page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await paid.page.getByRole('button', { name: 'Transfer confirmed' }).click();
  const orderId = await expectConfirmed(paid.page, paid.cartId);
  expect(documents).toContain(`/en/${MERCHANT}/${paid.cartId}/redirected`);
  expect(await orderStatus(harness, orderId)).toBe('open');
  await paid.page.close();

  const unpaid = await readyToPay(harness);
  await choose(unpaid.page, 'payment-methods', 'Bank transfer');
  await pressPay(unpaid.page);
  await unpaid.page.waitForURL(/\/sandbox\/offlinegateway\/pay\//);
  await unpaid.page.getByRole('button', { name: 'Cancel transfer' }).click();
  await expect.poll(() => unpaid.page.getByTestId('payment-return').getAttribute('data-state')).toBe('failed');
  expect(unpaid.page.url()).toContain(`/en/${MERCHANT}/${unpaid.cartId}/redirected`);
  expect(await unpaid.page.getByTestId('return-error').textContent()).toContain('did not confirm the payment');
  await unpaid.page.close();
}
