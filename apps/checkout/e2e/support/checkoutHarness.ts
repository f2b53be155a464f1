import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  type ChromiumSession,
  launchChromium,
  type ProviderRoutes,
  type RunningStack,
  routeProviderHosts,
  startStack,
} from '@checkout/e2e';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitingForHydration } from './untilHydrated';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** One running stack and browser per test file. */
export interface CheckoutHarness {
  stack: RunningStack;
  browser: ChromiumSession;
  /** In production configuration, the routes that answer the providers' hosts from the sandbox; else `null`. */
  providerRoutes: ProviderRoutes | null;
  /** A fresh page (its own tab; the browser context shares cookies and storage). */
  page: () => Promise<Page>;
  close: () => Promise<void>;
}

/** Options of {@link startHarness}. */
export interface HarnessOptions {
  /**
   * Production configuration (`startStack`'s `productionConfig`): the server against the sandbox as
   * its platform, the production policy, and the providers' hosts routed to the sandbox in the browser.
   * Defaults to `false`.
   */
  productionConfig?: boolean;
  /** Environment of both servers beyond the harness's own, e.g. `ADYEN_ENVIRONMENT`. Defaults to none. */
  env?: NodeJS.ProcessEnv;
}

/**
 * The public provider values of the seeded `demo-production` merchant, as a merchant's server
 * configuration would hold them (the platform's own answers win where it has them), and the
 * operator's extra redirect origin: the offline gateway's hosted page, which the sandbox names on
 * `pay.offline-gateway.example` (`SANDBOX_PROVIDER_HOSTS`).
 */
const PRODUCTION_PROVIDER_ENV = {
  ADYEN_CLIENT_KEY: 'test_SANDBOXDEMOPRODUCTION',
  ADYEN_ENVIRONMENT: 'test',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_sandbox_demo-production',
  PAYPAL_CLIENT_ID: 'sb-sandbox-demo-production',
  REDIRECT_ORIGINS: 'https://pay.offline-gateway.example',
};

/** Starts the built sandbox and app server and Debian's Chromium. */
export async function startHarness(locale = 'en-US', options: HarnessOptions = {}): Promise<CheckoutHarness> {
  const production = options.productionConfig === true;
  const stack = await startStack(
    // In production configuration the bot check is the platform's: `demo-production` has it off.
    { ...(production ? PRODUCTION_PROVIDER_ENV : { CAPTCHA_SITE_KEY: 'sandbox-site-key' }), ...options.env },
    { productionConfig: production },
  );
  const browser = await launchChromium({ locale });
  const providerRoutes = production ? await routeProviderHosts(browser.context, stack.sandboxUrl) : null;
  return {
    stack,
    browser,
    providerRoutes,
    page: async () => waitingForHydration(await browser.context.newPage()),
    close: async () => {
      await browser.close();
      await stack.stop();
    },
  };
}

/** Runs axe-core in the page and returns the violations (ids and targets). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the page's Content-Security-Policy (rightly) refuses an
  // inline <script>, and the tests must not weaken it.
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (
      globalThis as unknown as {
        axe: { run: (context: Document) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    return axe.run(document);
  });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Fills the contact and billing address of the main page with a valid German shopper. */
export async function fillShopper(page: Page, lastName = 'Lovelace'): Promise<void> {
  await page.getByTestId('contact-email').locator('input').fill('ada@example.com');
  const phone = page.getByTestId('contact-phone').locator('input[type="tel"]');
  if ((await phone.count()) > 0) await phone.fill('030 1234567');
  const birth = page.getByTestId('contact-date-of-birth').locator('input');
  if ((await birth.count()) > 0) await birth.fill('1985-12-10');
  const vat = page.getByTestId('contact-vat-number').locator('input');
  if ((await vat.count()) > 0) await vat.fill('DE123456789');
  await page.getByTestId('billing-first_name').locator('input').fill('Ada');
  await page.getByTestId('billing-last_name').locator('input').fill(lastName);
  await page.getByTestId('billing-street').locator('input').fill('Marienplatz');
  await page.getByTestId('billing-street_number').locator('input').fill('8');
  await page.getByTestId('billing-postal_code').locator('input').fill('80331');
  await page.getByTestId('billing-city').locator('input').fill('München');
}

/** Picks the radio card with `label` in a group. */
export async function choose(page: Page, groupTestId: string, label: string): Promise<void> {
  await page.getByTestId(groupTestId).getByText(label, { exact: true }).click();
}

/** Completes everything on a `demo-all` checkout but the payment: contact, standard delivery, terms, bot check. */
export async function completeAllButPayment(page: Page, lastName = 'Lovelace'): Promise<void> {
  await fillShopper(page, lastName);
  await choose(page, 'shipping-methods', 'Standard delivery');
  await page
    .getByTestId('checkboxes')
    .getByLabel(/I accept the terms and conditions/)
    .check();
  await page.getByTestId('bot-check').getByLabel("I'm not a robot").check();
}

/** Types a test card into the card fields the adapters' sandbox doubles render (number, expiry, CVC). */
export async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
}

/** Presses Pay once it is enabled. */
export async function pressPay(page: Page): Promise<void> {
  const button = page.getByTestId('pay-button');
  await expect.poll(() => button.isEnabled()).toBe(true);
  await button.click();
}

/** The sandbox's seeded update-payment links (paths with their query) of one order and of all orders of `merchant`'s customer. */
export async function readUpdateLinks(
  sandboxUrl: string,
  merchant = 'demo-all',
): Promise<{ one: string; all: string }> {
  const response = await fetch(`${sandboxUrl}/sandbox/scenarios`);
  const body = (await response.json()) as { data: { name: string; path: string }[] };
  const find = (text: string) =>
    body.data.find(
      (scenario) => scenario.name.includes(text) && scenario.path.includes(`/${merchant}/update-payment-method?`),
    )?.path ?? '';
  return { one: find('of one order'), all: find('of all orders') };
}
