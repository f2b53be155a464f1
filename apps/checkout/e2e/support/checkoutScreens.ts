import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Test ids of every screen a route can end on; one of them must be visible, never a blank page. */
const SCREENS = [
  'checkout-page',
  'error-page',
  'quote-unavailable',
  'order-confirmation',
  'cart-create',
  'chunk-error',
  'update-invalid-link',
  'update-page',
  'update-return',
  'update-success',
  'payment-return',
  'system-test',
] as const;

/** Waits until the page shows one of the app's screens with text in it, and returns its test id. */
export async function expectScreen(page: Page, timeout = 15_000): Promise<string> {
  const selector = SCREENS.map((id) => `[data-testid="${id}"]`).join(', ');
  const screen = page.locator(selector).first();
  await screen.waitFor({ state: 'visible', timeout });
  expect(((await page.locator('body').textContent()) ?? '').trim().length).toBeGreaterThan(10);
  return (await screen.getAttribute('data-testid')) ?? '';
}

/** Adds one tripod to a new cart of `merchant` on the sandbox and returns the cart id. */
export async function createCart(sandboxUrl: string, merchant: string, prefix: string): Promise<string> {
  const id = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const response = await fetch(`${sandboxUrl}/api/${merchant}/cart/${id}/items/tripod`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"quantity":1}',
  });
  expect(response.status).toBe(201);
  return id;
}
