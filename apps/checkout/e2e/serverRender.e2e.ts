import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutHarness, startHarness } from './support/checkoutHarness';
import { createCart } from './support/checkoutScreens';
import { untilHydrated } from './support/untilHydrated';
import { watchPageProblems } from './support/watchPageProblems';

// Issue 30: the server renders the page with the app's own router, and the browser hydrates it.
let harness: CheckoutHarness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

describe('the server-rendered checkout', () => {
  it('paints the form before any script runs, and hydrates it without a mismatch', async () => {
    const cartId = await createCart(harness.stack.sandboxUrl, 'demo-all', 'ssr-paint');
    const page = await harness.page();
    const problems = watchPageProblems(page);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${harness.stack.appUrl}/en/demo-all/${cartId}`, { waitUntil: 'domcontentloaded' });
    // No script ran: what shows is the server's HTML.
    await page.getByTestId('contact-email').locator('input').waitFor();
    expect(await page.getByTestId('cart-summary').textContent()).toContain('Carbon travel tripod');
    await page.screenshot({ path: '/tmp/ssr-no-script.png', fullPage: true });
    await page.unroute('**/assets/*.js');
    problems.clear();
    await page.reload();
    await untilHydrated(page);
    await page.getByTestId('contact-email').locator('input').fill('ada@example.com');
    expect(problems.list()).toEqual([]);
    await page.close();
  });

  it('keeps what the shopper typed before the app hydrated, and the app has it', async () => {
    const cartId = await createCart(harness.stack.sandboxUrl, 'demo-minimal', 'ssr-typed');
    const page = await harness.page();
    const problems = watchPageProblems(page);
    let release: () => void = () => {};
    const typed = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The entry is held back until the shopper has typed into the server's page.
    await page.route('**/assets/framework-*.js', async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto(`${harness.stack.appUrl}/en/demo-minimal/${cartId}`, { waitUntil: 'commit' });
    const email = page.getByTestId('contact-email').locator('input');
    await email.fill('early@example.com');
    await page.getByTestId('billing-city').locator('input').fill('München');
    expect(await page.evaluate(() => '$_TSR' in window)).toBe(true);
    release();
    // Hydrated: the router's bootstrap is gone.
    await untilHydrated(page);
    await page.screenshot({ path: '/tmp/ssr-typed.png', fullPage: true });
    expect(await email.inputValue()).toBe('early@example.com');
    // The app's state has it: the form it saves for this tab comes back after a reload.
    await page.unroute('**/assets/framework-*.js');
    await expect
      .poll(async () => {
        await page.reload();
        await untilHydrated(page);
        return email.inputValue();
      })
      .toBe('early@example.com');
    expect(await page.getByTestId('billing-city').locator('input').inputValue()).toBe('München');
    expect(problems.list()).toEqual([]);
    await page.close();
  });

  it('loads the sections below the fold once the shopper is there, and keeps a box ticked before they were hydrated', async () => {
    const cartId = await createCart(harness.stack.sandboxUrl, 'demo-all', 'ssr-deferred');
    const page = await harness.page();
    const problems = watchPageProblems(page);
    const belowTheFold: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/sectionsBelowTheFold-')) belowTheFold.push(request.url());
    });
    const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    // Not the harness's wait, which moves the pointer: nobody is at the page yet.
    await page.goto(`${harness.stack.appUrl}/en/demo-all/${cartId}`, { waitUntil: 'domcontentloaded' });
    const email = page.getByTestId('contact-email').locator('input');
    await expect.poll(() => email.evaluate(isHydrated)).toBe(true);
    await page.waitForLoadState('networkidle');
    const terms = page.getByTestId('checkbox-terms').locator('input');
    expect(belowTheFold).toEqual([]);
    expect(await terms.evaluate(isHydrated)).toBe(false);
    // The click lands on the server's HTML (the browser ticks the box) and brings the sections.
    await terms.click();
    await expect.poll(() => terms.evaluate(isHydrated)).toBe(true);
    expect(belowTheFold).toHaveLength(1);
    // The app has the tick: with the other box too, no checkbox blocks Pay any more.
    await page.getByTestId('checkbox-newsletter').locator('input').click();
    await expect
      .poll(() => page.getByTestId('pay-blocked').getAttribute('data-blockers'))
      .not.toContain('checkboxes_invalid');
    expect(await terms.isChecked()).toBe(true);
    expect(problems.list()).toEqual([]);
    await page.close();
  });
});
