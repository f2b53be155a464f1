import { countries } from '@checkout/reference-data';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutHarness, choose, fillShopper, startHarness } from './support/checkoutHarness';
import { createCart } from './support/checkoutScreens';

// Issue 29 (items 3, 4, 6): the phone summary, the delivery date and address details, and which headings
// take the theme's heading transform. Screenshots of every changed screen go to /tmp/layout-shots.
const SHOTS = '/tmp/layout-shots';
let harness: CheckoutHarness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

/** The page at `width` × `height` showing the checkout of `path` (e.g. `/en/demo-all/cart-normal`). */
async function openCheckout(path: string, width = 1280, height = 800): Promise<Page> {
  const page = await harness.page();
  await page.setViewportSize({ width, height });
  await page.goto(`${harness.stack.appUrl}${path}`);
  await page.getByTestId('checkout-page').waitFor();
  return page;
}

/** The values of a select's options, the empty placeholder left out. */
async function optionValues(select: Locator): Promise<string[]> {
  const values = await select
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  return values.filter((value) => value !== '');
}

/** The computed `text-transform` of an element. */
function textTransformOf(element: Locator): Promise<string> {
  return element.evaluate((node) => getComputedStyle(node).textTransform);
}

describe('the summary on a phone', () => {
  it.each(['en', 'de'])(
    'folds the summary at the top under a bar with the total, opened and closed from the keyboard (%s)',
    async (lang) => {
      const page = await openCheckout(`/${lang}/demo-all/cart-normal`, 390, 844);
      const toggle = page.getByTestId('summary-toggle');
      await toggle.waitFor();
      const summaryTotal = page.getByTestId('price-summary').locator('[data-kind="total"]');
      const barTotal = page.getByTestId('summary-total');
      // The total is on the first screen, before any scrolling, and it is the summary's total.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const box = await barTotal.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
      expect(await barTotal.isVisible()).toBe(true);
      expect((await summaryTotal.textContent()) ?? '').toContain((await barTotal.textContent()) ?? '-');
      // Closed: the lines are hidden, the button says so and names what it controls.
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      const controlled = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      expect(await controlled.getByTestId('cart-items').count()).toBe(1);
      expect(await page.getByTestId('cart-items').isVisible()).toBe(false);
      await page.screenshot({ path: `${SHOTS}/phone-closed-${lang}.png` });
      // The summary comes before the form, on screen and in the reading order.
      const form = await page.getByTestId('checkout-form').boundingBox();
      expect(box?.y ?? 0).toBeLessThan(form?.y ?? 0);
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await page.getByTestId('cart-items').isVisible()).toBe(true);
      expect(await summaryTotal.isVisible()).toBe(true);
      await page.screenshot({ path: `${SHOTS}/phone-open-${lang}.png`, fullPage: true });
      await page.keyboard.press('Space');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByTestId('cart-items').isVisible()).toBe(false);
      await page.close();
    },
  );

  it.each(['en', 'de'])('shows the whole summary beside the form on a wide screen, with no bar (%s)', async (lang) => {
    const page = await openCheckout(`/${lang}/demo-all/cart-normal`);
    await page.getByTestId('cart-items').waitFor();
    expect(await page.getByTestId('summary-toggle').isVisible()).toBe(false);
    expect(await page.getByTestId('price-summary').isVisible()).toBe(true);
    const [form, summary] = await Promise.all([
      page.getByTestId('checkout-form').boundingBox(),
      page.getByTestId('cart-summary').boundingBox(),
    ]);
    expect(summary?.x ?? 0).toBeGreaterThan((form?.x ?? 0) + (form?.width ?? 0) - 1);
    expect(summary?.y ?? 0).toBeLessThan(400);
    await page.screenshot({ path: `${SHOTS}/wide-${lang}.png` });
    await page.close();
  });
});

describe('delivery date and address details', () => {
  it('says nothing about delivery dates on a cart without rental items', async () => {
    const page = await openCheckout('/en/demo-all/cart-normal');
    await page.getByTestId('shipping-methods').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('delivery').count()).toBe(0);
    expect(await page.getByTestId('shipping-section').textContent()).not.toContain('No delivery dates are available.');
    expect(await page.getByTestId('checkout-page').getAttribute('data-payable')).toBe('false');
    await page.close();
  });

  it('marks the delivery date of a rental cart required, as the shipping method is', async () => {
    const page = await openCheckout('/en/demo-all/cart-rental');
    const group = page.getByRole('group', { name: 'Delivery date', exact: true });
    await expect.poll(() => group.locator('input[type="radio"]').count()).toBeGreaterThan(0);
    const legend = group.locator('legend');
    const methodLegend = page.getByTestId('shipping-methods').locator('legend');
    expect(await legend.textContent()).toBe('Delivery date *');
    // The marker is drawn the way the shipping method's is, and read as "required" from the radios, not as "star".
    expect(await legend.locator('[aria-hidden="true"]').textContent()).toBe(
      await methodLegend.locator('[aria-hidden="true"]').textContent(),
    );
    const radios = await group
      .locator('input[type="radio"]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).required));
    expect(radios.every(Boolean)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/rental-delivery.png`, fullPage: true });
    await page.close();
  });

  it('writes a Canadian postcode typed in lower case in capitals', async () => {
    const page = await openCheckout('/en/demo-all/cart-normal');
    await page.getByTestId('billing-address-country').locator('select').selectOption('CA');
    const postcode = page.getByTestId('billing-postal_code').locator('input');
    await postcode.fill('k1a 0b1');
    await postcode.press('Tab');
    await expect.poll(() => postcode.inputValue()).toBe('K1A 0B1');
    await page.close();
  });

  it('offers every known country for billing and only the cart’s shipping countries for shipping', async () => {
    const page = await openCheckout('/en/demo-all/cart-normal');
    const shippingCountry = page.getByTestId('shipping-country').locator('select');
    await expect.poll(async () => (await optionValues(shippingCountry)).length).toBeGreaterThan(0);
    const shipsTo = await optionValues(shippingCountry);
    const billing = page.getByTestId('billing-address-country').locator('select');
    await expect.poll(async () => (await optionValues(billing)).length).toBe(countries.length);
    expect(new Set(await optionValues(billing))).toEqual(new Set(countries.map((country) => country.alpha2)));
    expect(shipsTo).not.toContain('BR');
    await page.getByTestId('same-as-billing').locator('input').uncheck();
    const shipping = page.getByTestId('shipping-address-country').locator('select');
    await shipping.waitFor();
    expect(new Set(await optionValues(shipping))).toEqual(new Set(shipsTo));
    await page.close();
  });
});

describe('heading transform', () => {
  it('capitalises section headings only, not page sentences, alerts or server text', async () => {
    const page = await openCheckout('/de/demo-all/cart-normal');
    expect(await textTransformOf(page.locator('#billing-heading'))).toBe('capitalize');
    expect(await textTransformOf(page.locator('#cart-heading'))).toBe('capitalize');
    // A 404 page's title is a sentence.
    await page.goto(`${harness.stack.appUrl}/de/demo-all/no-such-cart`);
    const errorTitle = page.getByTestId('error-page').locator('h1');
    await errorTitle.waitFor();
    expect(await textTransformOf(errorTitle)).toBe('none');
    await page.screenshot({ path: `${SHOTS}/error-de.png` });
    // The thank-you sentence of the confirmation.
    const cartId = await createCart(harness.stack.sandboxUrl, 'demo-minimal', 'layout');
    await page.goto(`${harness.stack.appUrl}/de/demo-minimal/${cartId}`);
    await fillShopper(page);
    await choose(page, 'payment-methods', 'Invoice');
    const pay = page.getByTestId('pay-button');
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.click();
    await page.waitForURL(new RegExp(`/de/demo-minimal/${cartId}/order-confirmation`));
    const thanks = page.getByTestId('order-confirmation').locator('h1');
    await expect.poll(() => thanks.textContent()).toBe('Vielen Dank für Ihre Bestellung!');
    expect(await textTransformOf(thanks)).toBe('none');
    await page.screenshot({ path: `${SHOTS}/confirmation-de.png`, fullPage: true });
    await page.close();
  });
});
