import { type ChromiumSession, launchChromium, type RunningStack, startStack } from '@checkout/e2e';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let stack: RunningStack;
let browser: ChromiumSession;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('checkout in Chromium', () => {
  it('opens a cart link and reaches the platform API', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${stack.appUrl}/en/demo-key/demo-cart`);
    await expect.poll(() => page.getByTestId('platform-status').getAttribute('data-state')).toBe('reachable');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Checkout');
    expect(await page.getByTestId('cart-id').textContent()).toBe('demo-cart');
    expect(await page.getByTestId('api-key').textContent()).toBe('demo-key');
    await page.close();
  });

  it('shows the not-found page for an unknown language prefix', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${stack.appUrl}/xx/demo-key/demo-cart`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This page could not be found');
    await page.close();
  });
});
