import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { choose, pressPay } from '../checkoutHarness';
import { type ExpectedPath, watchProductionPath } from '../watchProductionPath';
import type { ScenarioTarget } from './ScenarioTarget';

/** One shopper's page on a fresh cart of a scenario's merchant, with the steps the scenarios share. */
export interface ScenarioRun {
  page: Page;
  cartId: string;
  /** The URL of a hosted page: its sandbox path in sandbox mode, its place on the provider's host in production configuration. */
  hostedPage: (sandboxPath: string, providerUrl: string) => RegExp;
  /** Waits for the confirmed order page of the cart and resolves the order id. */
  expectConfirmed: () => Promise<string>;
  /** The shopper is still on the checkout with `text` in the payment error, and the cart has no order. */
  expectStillOnCheckout: (text: string) => Promise<void>;
  /** After a failure the shopper pays with the invoice method on the same page, and the order is confirmed. */
  retryWithInvoice: () => Promise<void>;
  /**
   * On a provider's hosted page (`hosted`) the shopper presses `button` and comes back on the
   * checkout's `redirected` route; resolves the URL of that return (with whatever the provider added).
   */
  answerHostedPage: (hosted: RegExp, button: string, screenshot?: string) => Promise<URL>;
  /** The return said the payment was not made, the draft `draftId` was given up, and the shopper is back, ready to pay. */
  expectNotPaidAndBack: (draftId: string) => Promise<void>;
  /** The cart's live draft order, as the platform holds it (`''` without one). */
  draftId: () => Promise<string>;
  /** The platform's status of an order. */
  orderStatus: (orderId: string) => Promise<string | undefined>;
  /** In production configuration, asserts the production path (`ProductionPath`); then closes the page. */
  finish: (expected?: ExpectedPath) => Promise<void>;
}

let carts = 0;

/** Opens a page on a new cart with one `sku` of the target's merchant and completes everything but the payment. */
export async function startScenario(target: ScenarioTarget, sku = 'tripod'): Promise<ScenarioRun> {
  const { harness, merchant } = target;
  const api = `${harness.stack.sandboxUrl}/api/${merchant}`;
  const cartId = `flows-${Date.now()}-${carts++}`;
  const created = await fetch(`${api}/cart/${cartId}/items/${sku}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"quantity":1}',
  });
  expect(created.status).toBe(201);
  const production = harness.providerRoutes !== null;
  const page = await harness.page();
  const path = production ? await watchProductionPath(harness, page) : null;
  await page.goto(`${harness.stack.appUrl}/en/${merchant}/${cartId}`);
  await target.completeAllButPayment(page);

  const draftId = async () => {
    const response = await fetch(`${api}/cart/${cartId}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { draft_id: string | null } }).data.draft_id ?? '';
  };
  const expectConfirmed = async () => {
    await page.waitForURL(new RegExp(`/en/${merchant}/${cartId}/order-confirmation`));
    await expect.poll(() => page.getByTestId('order-confirmation').getAttribute('data-state')).toBe('confirmed');
    return new URL(page.url()).searchParams.get('order_id') ?? '';
  };
  const orderStatus = async (orderId: string) => {
    const response = await fetch(`${api}/order/${orderId}`);
    return ((await response.json()) as { data?: { order?: { status: string } } }).data?.order?.status;
  };
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  return {
    page,
    cartId,
    hostedPage: (sandboxPath, providerUrl) =>
      production ? new RegExp(`^${literal(providerUrl)}`) : new RegExp(literal(sandboxPath)),
    expectConfirmed,
    async expectStillOnCheckout(text) {
      await expect.poll(() => page.getByTestId('pay-error').textContent()).toContain(text);
      expect(new URL(page.url()).pathname).toBe(`/en/${merchant}/${cartId}`);
      expect(await draftId()).toBe('');
    },
    async retryWithInvoice() {
      await choose(page, 'payment-methods', 'Invoice');
      await pressPay(page);
      await expectConfirmed();
    },
    async answerHostedPage(hosted, button, screenshot) {
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
    },
    async expectNotPaidAndBack(draft) {
      await expect.poll(() => page.getByTestId('payment-return').getAttribute('data-state')).toBe('failed');
      expect(new URL(page.url()).pathname).toMatch(/\/redirected$/);
      expect(await page.getByTestId('return-error').textContent()).toContain('did not confirm the payment');
      expect(await orderStatus(draft)).toBe('cancelled');
      await page.getByRole('button', { name: 'Back to checkout' }).click();
      await target.completeAllButPayment(page);
    },
    draftId,
    orderStatus,
    async finish(expected = {}) {
      path?.expectProductionPath(expected);
      await page.close();
    },
  };
}
