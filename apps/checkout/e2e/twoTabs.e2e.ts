import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CheckoutHarness,
  choose,
  completeAllButPayment,
  fillShopper,
  startHarness,
} from './support/checkoutHarness';
import { createCart } from './support/checkoutScreens';
import { watchPageProblems } from './support/watchPageProblems';

// The pay lock (`src/features/checkout/payLock.ts`): two tabs of one browser on the same cart make one
// pay attempt at a time, and the tab that waited learns the outcome of the one that paid.
let harness: CheckoutHarness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

/** Counts the platform calls a page sends to paths ending in `suffix` (`/order-create`, `/validate-limits`). */
function countCalls(page: Page, suffix: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(suffix)) count++;
  });
  return () => count;
}

async function readyToPayByInvoice(cartId: string): Promise<Page> {
  const page = await harness.page();
  await page.goto(`${harness.stack.appUrl}/en/demo-minimal/${cartId}`);
  await fillShopper(page);
  await choose(page, 'payment-methods', 'Invoice');
  await expect.poll(() => page.getByTestId('pay-button').isEnabled()).toBe(true);
  return page;
}

describe('two tabs paying one cart', () => {
  it('sends nothing from the second tab while the first pays, and takes it to the first tab’s confirmation', async () => {
    const cartId = await createCart(harness.stack.sandboxUrl, 'demo-minimal', 'tabs');
    const first = await readyToPayByInvoice(cartId);
    const second = await readyToPayByInvoice(cartId);
    const problems = [watchPageProblems(first), watchPageProblems(second)];
    const firstOrderCreates = countCalls(first, '/order-create');
    const secondOrderCreates = countCalls(second, '/order-create');
    const secondLimits = countCalls(second, '/validate-limits');

    // The first tab's order-create waits in the browser until the test lets it go.
    let letGo: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    await first.route('**/order-create', async (route) => {
      await held;
      await route.continue();
    });
    await first.getByTestId('pay-button').click();
    await expect.poll(firstOrderCreates).toBe(1);

    await second.getByTestId('pay-button').click();
    const notice = second.getByTestId('pay-elsewhere');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('being paid in another tab');
    expect(secondOrderCreates()).toBe(0);
    expect(secondLimits()).toBe(0);
    await second.screenshot({ path: '/tmp/lock-second-tab-busy.png', fullPage: true });

    letGo();
    await first.waitForURL(new RegExp(`/${cartId}/order-confirmation\\?order_id=`));
    await first.getByTestId('order-confirmation').waitFor();
    expect(await first.getByTestId('order-confirmation').getAttribute('data-state')).toBe('confirmed');
    const orderNumber = await first.getByTestId('order-number').textContent();

    // The second tab learns it through the channel: its own storage had no confirmation, nor did it pay.
    await second.waitForURL(new RegExp(`/${cartId}/order-confirmation\\?order_id=`));
    await second.getByTestId('order-confirmation').waitFor();
    expect(await second.getByTestId('order-confirmation').getAttribute('data-state')).toBe('confirmed');
    expect(await second.getByTestId('order-number').textContent()).toBe(orderNumber);
    expect(new URL(second.url()).searchParams.get('order_id')).toBe(new URL(first.url()).searchParams.get('order_id'));
    expect(firstOrderCreates()).toBe(1);
    expect(secondOrderCreates()).toBe(0);
    expect(problems.flatMap((watch) => watch.list())).toEqual([]);
    await Promise.all([first.close(), second.close()]);
  });

  it('tells the second tab that the payment continues on the provider page the first tab went to', async () => {
    const cartId = await createCart(harness.stack.sandboxUrl, 'demo-all', 'tabs-redirect');
    const first = await harness.page();
    await first.goto(`${harness.stack.appUrl}/en/demo-all/${cartId}`);
    await completeAllButPayment(first);
    await choose(first, 'payment-methods', 'iDEAL, Bancontact and more');
    const second = await harness.page();
    const problems = watchPageProblems(second);
    await second.goto(`${harness.stack.appUrl}/en/demo-all/${cartId}`);
    // The shopper has touched the second tab: its pay lock has loaded and hears the first.
    await fillShopper(second);
    await second.waitForLoadState('networkidle');

    await expect.poll(() => first.getByTestId('pay-button').isEnabled()).toBe(true);
    await first.getByTestId('pay-button').click();
    await first.waitForURL(/\/sandbox\/mollie\/checkout\//);
    const notice = second.getByTestId('pay-elsewhere');
    await notice.waitFor();
    expect(await notice.textContent()).toContain("continues in another tab, on the payment provider's page");
    expect(second.url()).toBe(`${harness.stack.appUrl}/en/demo-all/${cartId}`);
    await notice.scrollIntoViewIfNeeded();
    await second.screenshot({ path: '/tmp/lock-second-tab-redirect.png' });
    expect(problems.list()).toEqual([]);
    await Promise.all([first.close(), second.close()]);
  });
});
