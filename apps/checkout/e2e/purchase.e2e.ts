import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, type CheckoutHarness, choose, fillShopper, startHarness } from './support/checkoutHarness';
import { untilHydrated } from './support/untilHydrated';

let harness: CheckoutHarness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

describe('purchase', () => {
  it('pays offline by invoice on the minimal merchant and shows the confirmation, also after a reload', async () => {
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/en/demo-minimal/cart-minimal`);
    await fillShopper(page);
    await choose(page, 'payment-methods', 'Invoice');
    const pay = page.getByTestId('pay-button');
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.click();
    await page.waitForURL(/\/en\/demo-minimal\/cart-minimal\/order-confirmation/);
    expect(await page.getByTestId('order-confirmation').getAttribute('data-state')).toBe('confirmed');
    expect(await page.getByTestId('order-total').textContent()).toContain('€');
    await page.reload();
    expect(await page.getByTestId('order-confirmation').getAttribute('data-state')).toBe('confirmed');
    // Another tab (nothing stored) opening the confirmation link gets the order with the page's HTML.
    const other = await harness.page();
    const orderReads: string[] = [];
    other.on('request', (request) => {
      if (/\/api\/demo-minimal\/order\//.test(request.url())) orderReads.push(request.url());
    });
    expect(new URL(page.url()).searchParams.get('order_id')).toMatch(/\S+/);
    await other.goto(page.url());
    await expect.poll(() => other.getByTestId('order-confirmation').getAttribute('data-state')).toBe('confirmed');
    expect(orderReads).toEqual([]);
    await other.close();
    await page.close();
  });

  it('shows the total at the top and above Pay on a phone, and only in the summary beside the form on a wide screen', async () => {
    const page = await harness.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${harness.stack.appUrl}/en/demo-all/cart-normal`);
    const total = page.getByTestId('pay-total');
    await total.waitFor();
    const barTotal = page.getByTestId('summary-total');
    const summaryTotal = page.getByTestId('price-summary').locator('[data-kind="total"]');
    expect(await total.textContent()).toBe(await summaryTotal.textContent());
    expect(await summaryTotal.textContent()).toContain(await barTotal.textContent());
    const [totalBox, payBox, barBox, formBox] = await Promise.all([
      total.boundingBox(),
      page.getByTestId('pay-button').boundingBox(),
      barTotal.boundingBox(),
      page.getByTestId('checkout-form').boundingBox(),
    ]);
    expect(totalBox?.y ?? 0).toBeLessThan(payBox?.y ?? 0);
    expect(barBox?.y ?? 0).toBeLessThan(formBox?.y ?? 0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => total.isVisible()).toBe(false);
    expect(await barTotal.isVisible()).toBe(false);
    expect(await summaryTotal.isVisible()).toBe(true);
    await page.close();
  });

  it('shows a phone number error once the shopper leaves the field, not while they type', async () => {
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/en/demo-all/cart-normal`);
    const phone = page.getByTestId('contact-phone');
    await phone.locator('input[type="tel"]').fill('12');
    await page.waitForTimeout(300);
    expect(await phone.getAttribute('data-state')).toBe('default');
    await phone.locator('input[type="tel"]').press('Tab');
    await expect.poll(() => phone.getAttribute('data-state')).toBe('invalid');
    expect(await phone.locator('.ck-field__error').textContent()).not.toBe('');
    await page.close();
  });

  it('shows what is missing on request, with focus on the first field to fix', async () => {
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/en/demo-all/cart-normal`);
    const email = page.getByTestId('contact-email');
    await email.waitFor();
    expect(await email.getAttribute('data-state')).toBe('default');
    await page.getByTestId('pay-blocked-show').click();
    await expect.poll(() => email.getAttribute('data-state')).toBe('invalid');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid')))
      .toBe('contact-email');
    expect(await page.getByTestId('billing-city').getAttribute('data-state')).toBe('invalid');
    // The address fields required by default say so before any error (spec §5).
    for (const field of ['first_name', 'last_name', 'street', 'street_number', 'postal_code', 'city'])
      expect(
        await page.getByTestId(`billing-${field}`).locator('input').getAttribute('required'),
        field,
      ).not.toBeNull();
    expect(await page.getByTestId('billing-company').locator('input').getAttribute('required')).toBeNull();
    expect(await page.getByTestId('payment-methods').textContent()).toContain('Please choose a payment method.');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('moves the focus to the bot check when it is all that is missing', async () => {
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/en/demo-all/cart-normal`);
    await fillShopper(page);
    await choose(page, 'shipping-methods', 'Standard delivery');
    await page
      .getByTestId('checkboxes')
      .getByLabel(/I accept the terms and conditions/)
      .check();
    await choose(page, 'payment-methods', 'Invoice');
    await expect
      .poll(() => page.getByTestId('pay-blocked').getAttribute('data-blockers'))
      .toBe('bot_check_token_missing');
    await page.getByTestId('pay-blocked-show').click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="bot-check"]') !== null))
      .toBe(true);
    await page.close();
  });

  it('keeps what the shopper typed across a reload, for the same cart only', async () => {
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/en/demo-all/cart-normal`);
    await page.getByTestId('contact-email').locator('input').fill('kept@example.com');
    await page.getByTestId('billing-city').locator('input').fill('Hamburg');
    await page.reload();
    // The server paints the empty form (it has no tab storage); the saved one follows once hydrated.
    await expect.poll(() => page.getByTestId('contact-email').locator('input').inputValue()).toBe('kept@example.com');
    expect(await page.getByTestId('billing-city').locator('input').inputValue()).toBe('Hamburg');
    await page.goto(`${harness.stack.appUrl}/en/demo-all/cart-voucher`);
    await untilHydrated(page);
    expect(await page.getByTestId('contact-email').locator('input').inputValue()).toBe('');
    await page.close();
  });

  it('applies and removes a voucher', async () => {
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/en/demo-all/cart-voucher`);
    await page.getByTestId('voucher').locator('input').fill('WELCOME10');
    await page.getByTestId('voucher').getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByTestId('price-summary').textContent()).toContain('WELCOME10');
    await page
      .getByTestId('voucher')
      .getByRole('button', { name: /Remove voucher/ })
      .click();
    await expect.poll(() => page.getByTestId('price-summary').textContent()).not.toContain('WELCOME10');
    await page.close();
  });

  it('shows the delivery dates of a rental cart', async () => {
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/en/demo-all/cart-rental`);
    await expect.poll(() => page.getByTestId('delivery').locator('input[type="radio"]').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('cart-items').textContent()).toContain('Rental for 12 months');
    await page.close();
  });

  it("says how often each subscription line renews, in the shopper's language", async () => {
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/de/demo-all/cart-subscription`);
    await expect.poll(() => page.getByTestId('cart-items').textContent()).toContain('Monatlich');
    expect(await page.getByTestId('cart-items').textContent()).toContain('Alle 2 Wochen');
    await page.close();
  });
});
