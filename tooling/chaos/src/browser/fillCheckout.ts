import type { Page } from 'playwright-core';
import type { PurchasePath } from '../purchasePaths';

/** The checkout's label of each browser path's payment method on `demo-all`. */
const METHOD_LABEL: Partial<Record<PurchasePath, string>> = {
  invoice: 'Invoice',
  'stripe-v1': 'Credit card',
};

/** Types a test card into the card fields the sandbox's Stripe.js double renders. */
export async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
}

/**
 * Fills the `demo-all` checkout as a shopper does (contact, address, standard delivery, the terms,
 * the bot check), then picks the path's payment method and, for a card, types `card`.
 */
export async function fillCheckout(page: Page, path: PurchasePath, card: string | null): Promise<void> {
  const label = METHOD_LABEL[path];
  if (label === undefined) throw new Error(`The browser share does not drive ${path}.`);
  await page.getByTestId('contact-email').locator('input').fill('chaos@example.com');
  const phone = page.getByTestId('contact-phone').locator('input[type="tel"]');
  if ((await phone.count()) > 0) await phone.fill('030 1234567');
  const birth = page.getByTestId('contact-date-of-birth').locator('input');
  if ((await birth.count()) > 0) await birth.fill('1985-12-10');
  await page.getByTestId('billing-first_name').locator('input').fill('Chaos');
  await page.getByTestId('billing-last_name').locator('input').fill('Shopper');
  await page.getByTestId('billing-street').locator('input').fill('Marienplatz');
  await page.getByTestId('billing-street_number').locator('input').fill('8');
  await page.getByTestId('billing-postal_code').locator('input').fill('80331');
  await page.getByTestId('billing-city').locator('input').fill('München');
  await page.getByTestId('shipping-methods').getByText('Standard delivery', { exact: true }).click();
  await page
    .getByTestId('checkboxes')
    .getByLabel(/I accept the terms and conditions/)
    .check();
  await page.getByTestId('bot-check').getByLabel("I'm not a robot").check();
  await page.getByTestId('payment-methods').getByText(label, { exact: true }).click();
  if (card !== null) await fillCard(page, card);
}
