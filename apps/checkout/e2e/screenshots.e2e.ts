import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutHarness, startHarness } from './support/checkoutHarness';

// Screens of a default and a branded merchant; with APP_SHOTS=<folder> each is also saved as a PNG for review.
const shotsDir = process.env.APP_SHOTS;
let harness: CheckoutHarness;

beforeAll(async () => {
  harness = await startHarness();
  if (shotsDir) mkdirSync(shotsDir, { recursive: true });
});

afterAll(async () => {
  await harness?.close();
});

const screens = [
  ['demo-all-checkout', '/en/demo-all/cart-normal', 'checkout-page'],
  ['demo-all-rental', '/en/demo-all/cart-rental', 'checkout-page'],
  ['demo-all-empty-cart', '/en/demo-all/cart-empty', 'checkout-page'],
  ['demo-all-cart-not-found', '/en/demo-all/no-such-cart', 'error-page'],
  ['demo-branded-checkout-de', '/de/demo-branded/cart-branded', 'checkout-page'],
  ['demo-branded-checkout-fr', '/fr/demo-branded/cart-branded', 'checkout-page'],
  ['quote-unavailable', '/en/error/quote-unavailable', 'quote-unavailable'],
  ['not-found-el', '/el/x/y/z/w', 'error-page'],
  ['cart-create-invalid', '/en/cart/create', 'cart-create'],
  [
    'order-confirmation-unknown-order',
    '/en/demo-minimal/cart-minimal/order-confirmation?order_id=ord_unknown',
    'error-page',
  ],
] as const;

describe('screens', () => {
  it.each(screens)('renders %s', async (name, path, testId) => {
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}${path}`);
    await page.getByTestId(testId).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId(testId).isVisible()).toBe(true);
    if (shotsDir) await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
    await page.close();
  });
});
