import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, type CheckoutHarness, choose, fillShopper, startHarness } from './support/checkoutHarness';
import { injectServerFault } from './support/injectFault';

// Axe with zero violations on every screen the shopper can land on, in the default and a branded merchant;
// the branded merchant's theme painted from the first frame.
let harness: CheckoutHarness;
let carts = 0;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

/** A fresh cart of the minimal merchant (one order per cart). */
async function newMinimalCart(): Promise<string> {
  const id = `e2e-screens-${Date.now()}-${carts++}`;
  const response = await fetch(`${harness.stack.sandboxUrl}/api/demo-minimal/cart/${id}/items/tripod`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"quantity":1}',
  });
  expect(response.status).toBe(201);
  return id;
}

async function expectNoViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

describe('axe on every screen', () => {
  it('finds no violations on the cart-creation page with an invalid link', async () => {
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/en/cart/create?api_key=demo-minimal`);
    expect(await page.getByTestId('cart-create').getAttribute('data-state')).toBe('invalid');
    await expectNoViolations(page);
    await page.close();
  });

  it('finds no violations on the cart-creation page while a valid link creates the cart, nor on the checkout it opens', async () => {
    const page = await harness.page();
    // Hold the create-item call so the "creating" state stays on screen while axe runs.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/demo-minimal/cart/*/items/tripod', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${harness.stack.appUrl}/en/cart/create?api_key=demo-minimal&items=tripod:1`);
    expect(await page.getByTestId('cart-create').getAttribute('data-state')).toBe('creating');
    await expectNoViolations(page);
    release();
    await page.waitForURL(/\/en\/demo-minimal\/cart-/);
    await page.getByTestId('cart-items').waitFor();
    await expectNoViolations(page);
    await page.close();
  });

  it('finds no violations on the quote-unavailable page', async () => {
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/en/error/quote-unavailable`);
    await page.getByTestId('quote-unavailable').waitFor();
    await expectNoViolations(page);
    await page.close();
  });

  it('finds no violations on the order confirmation after paying offline', async () => {
    const cartId = await newMinimalCart();
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/en/demo-minimal/${cartId}`);
    await fillShopper(page);
    await choose(page, 'payment-methods', 'Invoice');
    const pay = page.getByTestId('pay-button');
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.click();
    await page.waitForURL(new RegExp(`/en/demo-minimal/${cartId}/order-confirmation`));
    await expect.poll(() => page.getByTestId('order-confirmation').getAttribute('data-state')).toBe('confirmed');
    await expectNoViolations(page);
    await page.close();
  });

  it('finds no violations on a return route that has settled without a stored payment', async () => {
    const page = await harness.page();
    // Without a stored pending payment or an order id the verification ends in its error state.
    await page.goto(`${harness.stack.appUrl}/en/demo-all/cart-normal/mollie-redirected`);
    await expect.poll(() => page.getByTestId('payment-return').getAttribute('data-state')).toBe('failed');
    await page.getByTestId('return-error').waitFor();
    await expectNoViolations(page);
    await page.close();
  });

  it('finds no violations on the 404 page in Greek', async () => {
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/el/no/such/page/here`);
    await page.getByTestId('error-page').waitFor();
    expect(await page.getByTestId('error-page').getAttribute('data-status')).toBe('404');
    expect(await page.locator('.app-shell').getAttribute('lang')).toBe('el');
    await expectNoViolations(page);
    await page.close();
  });

  it("finds no violations on the branded merchant's checkout", async () => {
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/de/demo-branded/cart-branded`);
    await page.getByTestId('checkout-page').waitFor();
    await page.getByTestId('cart-items').waitFor();
    await expectNoViolations(page);
    await page.close();
  });

  it('presses both system-test buttons and shows success and the server error, without violations', async () => {
    const page = await harness.page();
    await page.goto(`${harness.stack.appUrl}/en/system-test`);
    await page.getByTestId('system-test').waitFor();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Test a successful call' }).click();
    await expect
      .poll(() => page.getByTestId('system-test-succeeded').textContent())
      .toContain('The test call succeeded.');
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Test a failing call' }).click();
    await expect.poll(() => page.getByTestId('system-test').getAttribute('data-state')).toBe('failed');
    const failure = (await page.getByTestId('system-test-failed').textContent()) ?? '';
    expect(failure).toContain('The test call failed.');
    expect(failure.length).toBeGreaterThan('The test call failed.'.length);
    expect(await page.getByTestId('system-test-succeeded').count()).toBe(0);
    await expectNoViolations(page);
    await page.close();
  });
});

describe('every route in three languages', () => {
  const routes = [
    ['cart creation without items', '/cart/create?api_key=demo-minimal'],
    ['order confirmation without an order', '/demo-minimal/cart-minimal/order-confirmation'],
    ['system test', '/system-test'],
    ['update link without parameters', '/demo-all/update-payment-method'],
    ['updated successfully without parameters', '/demo-all/updated-successfully'],
    ['Mollie return without a payment', '/demo-all/cart-normal/mollie-redirected/v2'],
  ] as const;

  it.each(['en', 'de', 'fr'])('renders each route in %s with its language and without axe violations', async (lang) => {
    const page = await harness.page();
    for (const [name, path] of routes) {
      await page.goto(`${harness.stack.appUrl}/${lang}${path}`);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('html').getAttribute('lang'), name).toBe(lang);
      expect(await page.locator('h1').count(), name).toBeGreaterThan(0);
      expect(await axeViolations(page), name).toEqual([]);
    }
    await page.close();
  });
});

describe('merchant theme', () => {
  /** The colour maths' chunk requests of `page`, as they happen. */
  const colourMathsLoadsOf = (page: Page) => {
    const loads: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/applyMerchantTheme-[^/]+\.js$/.test(request.url())) loads.push(request.url());
    });
    return loads;
  };
  /** Records the theme root's primary colour each time the root appears or its style changes, from the first paint on. */
  const watchPrimaries = (page: Page) =>
    page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { primaries: string[] }).primaries = seen;
      new MutationObserver(() => {
        const root = document.querySelector<HTMLElement>('[data-testid="theme-root"]');
        if (!root) return;
        const primary = root.style.getPropertyValue('--ck-color-primary') || 'the stylesheet default';
        if (seen.at(-1) !== primary) seen.push(primary);
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
    });

  it("paints the branded merchant's checkout in its theme from the first frame, and the default merchant in ours", async () => {
    const page = await harness.page();
    await watchPrimaries(page);
    const looks = async () =>
      page.evaluate(() => {
        const style = (selector: string) => getComputedStyle(document.querySelector(selector) as Element);
        return {
          primaries: (window as unknown as { primaries: string[] }).primaries,
          // What the Pay button fills with once payable (disabled at first).
          pay: style('[data-testid="pay-button"]').getPropertyValue('--ck-color-primary').trim(),
          heading: style('main h2').textTransform,
          font: style('[data-testid="theme-root"]').fontFamily,
        };
      });
    const mathsLoads = colourMathsLoadsOf(page);
    await page.goto(`${harness.stack.appUrl}/de/demo-branded/cart-branded`);
    await page.getByTestId('checkout-page').waitFor();
    expect(await looks()).toEqual({
      primaries: ['#1b4d3e'],
      pay: '#1b4d3e',
      heading: 'uppercase',
      font: expect.stringMatching(/^"?Georgia"?/),
    });
    // The server's render applied the theme: the page has it in its query cache, after a switch of
    // language in the browser too, and never loads the colour maths.
    await page.getByTestId('locale-switch').click();
    await page.getByText('English', { exact: true }).click();
    await page.waitForURL(/\/en\/demo-branded\/cart-branded/);
    await expect.poll(() => page.locator('.app-shell').getAttribute('lang')).toBe('en');
    expect((await looks()).primaries).toEqual(['#1b4d3e']);
    expect(mathsLoads).toEqual([]);
    await harness.browser.context.clearCookies();
    await page.goto(`${harness.stack.appUrl}/de/demo-minimal/cart-minimal`);
    await page.getByTestId('checkout-page').waitFor();
    const minimal = await looks();
    expect(minimal.primaries).toEqual(['#00e3ae']);
    expect(minimal.font).not.toMatch(/Georgia/);
    await page.close();
  });

  it("paints the branded merchant's theme from the first frame in the shell the browser renders itself", async () => {
    const page = await harness.page();
    // The server's theme read takes 3 s, longer than the page waits: the shell goes out.
    await injectServerFault(page, 'latency=3000', '/api/*/theme');
    await watchPrimaries(page);
    const mathsLoads = colourMathsLoadsOf(page);
    const response = await page.goto(`${harness.stack.appUrl}/de/demo-branded/cart-branded`);
    expect((await response?.text()) ?? '').not.toContain('data-testid="theme-root"');
    await page.getByTestId('checkout-page').waitFor();
    await page.screenshot({ path: '/tmp/early-shell-branded.png', fullPage: true });
    expect(await page.evaluate(() => (window as unknown as { primaries: string[] }).primaries)).toEqual(['#1b4d3e']);
    // The browser applied the theme itself, with the colour maths it loaded once.
    expect(mathsLoads).toHaveLength(1);
    await page.close();
  });
});
