import { type ChromiumSession, launchChromium, type RunningStack, startStack } from '@checkout/e2e';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choose, fillShopper, pressPay } from './support/checkoutHarness';
import { waitingForHydration } from './support/untilHydrated';
import { watchPageProblems } from './support/watchPageProblems';

// reCAPTCHA v2 invisible and v3 as Google documents them, against the sandbox's double and its
// verification: the checkout gets the token when the shopper is about to pay, and the platform
// (the sandbox) decides, for v3, on the action and the score it is configured with.
let browser: ChromiumSession;
let carts = 0;

beforeAll(async () => {
  browser = await launchChromium({ locale: 'en-US' });
});

afterAll(async () => {
  await browser?.close();
});

/** Starts a stack with the given bot-check settings for one describe block. */
function useStack(env: NodeJS.ProcessEnv): () => RunningStack {
  let stack: RunningStack | undefined;
  beforeAll(async () => {
    stack = await startStack(env);
  });
  afterAll(async () => {
    await stack?.stop();
  });
  return () => {
    if (!stack) throw new Error('The stack did not start.');
    return stack;
  };
}

/** What the page asked of the platform's verification and which widget script it loaded. */
interface Watched {
  page: Page;
  cartId: string;
  verifications: () => number;
  scripts: () => string[];
  answers: () => Promise<Record<string, unknown>>[];
}

/** Opens a fresh `demo-all` cart with everything done but the payment method (the bot check is not touched). */
async function openAlmostReady(stack: RunningStack): Promise<Watched> {
  const cartId = `e2e-bot-${Date.now()}-${carts++}`;
  const response = await fetch(`${stack.sandboxUrl}/api/demo-all/cart/${cartId}/items/tripod`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"quantity":1}',
  });
  expect(response.status).toBe(201);
  const page = waitingForHydration(await browser.context.newPage());
  let verifications = 0;
  const scripts: string[] = [];
  const answers: Promise<Record<string, unknown>>[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/utils/verify-recaptcha')) verifications += 1;
    if (request.url().includes('/sandbox/sdk/recaptcha.js')) scripts.push(request.url());
  });
  page.on('response', (answer) => {
    if (answer.url().includes('/utils/verify-recaptcha'))
      answers.push(answer.json().then((body: { data: Record<string, unknown> }) => body.data));
  });
  await page.goto(`${stack.appUrl}/en/demo-all/${cartId}`);
  await fillShopper(page);
  await choose(page, 'shipping-methods', 'Standard delivery');
  await page
    .getByTestId('checkboxes')
    .getByLabel(/I accept the terms and conditions/)
    .check();
  return { page, cartId, verifications: () => verifications, scripts: () => [...scripts], answers: () => answers };
}

/** Waits for the bot check to settle in `state`. */
async function expectBotCheck(page: Page, state: 'verified' | 'failed'): Promise<void> {
  await expect.poll(() => page.getByTestId('bot-check').getAttribute('data-state')).toBe(state);
}

/** Expects Pay blocked by the bot check alone, with "You are a robot!" as the shopper reads it. */
async function expectRobotRefused(page: Page): Promise<void> {
  await expectBotCheck(page, 'failed');
  expect(await page.getByTestId('bot-check-error').textContent()).toContain(
    'We could not verify that you are not a robot',
  );
  expect(await page.getByTestId('pay-button').isEnabled()).toBe(false);
  expect(await page.getByTestId('pay-blocked').getAttribute('data-blockers')).toBe('bot_check_token_missing');
}

async function expectConfirmed(page: Page, cartId: string): Promise<void> {
  await page.waitForURL(new RegExp(`/en/demo-all/${cartId}/order-confirmation`));
  await expect.poll(() => page.getByTestId('order-confirmation').getAttribute('data-state')).toBe('confirmed');
}

describe('reCAPTCHA v2 invisible (CAPTCHA_VERSION=2-invisible)', () => {
  const stack = useStack({ CAPTCHA_SITE_KEY: 'sandbox-site-key', CAPTCHA_VERSION: '2-invisible' });

  it('runs the invisible check once only the bot check is left, keeps the badge visible and pays', async () => {
    const { page, cartId, verifications } = await openAlmostReady(stack());
    const problems = watchPageProblems(page);
    const check = page.getByTestId('bot-check');
    // No checkbox: the invisible widget, with its badge in the bot-check section.
    await expect.poll(() => check.getByText('protected by reCAPTCHA').isVisible()).toBe(true);
    expect(await check.getByLabel("I'm not a robot").count()).toBe(0);
    expect(await check.textContent()).toContain(
      'The security check runs by itself once the rest of the form is complete.',
    );
    await check.screenshot({ path: '/tmp/recaptcha-v2-invisible-waiting.png' });
    // The token is asked for when the shopper is about to pay, not while the form is still being filled.
    expect(verifications()).toBe(0);
    await choose(page, 'payment-methods', 'Invoice');
    await expectBotCheck(page, 'verified');
    expect(verifications()).toBe(1);
    await page.screenshot({ path: '/tmp/recaptcha-v2-invisible-verified.png', fullPage: true });
    await pressPay(page);
    await expectConfirmed(page, cartId);
    expect(problems.list()).toEqual([]);
    await page.close();
  });

  it('keeps Pay blocked with "You are a robot!" when the platform refuses, and lets a keyboard user check again', async () => {
    const { page } = await openAlmostReady(stack());
    await page.route('**/utils/verify-recaptcha', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"status":true,"data":{"success":false,"error-codes":["invalid-input-response"]}}',
      }),
    );
    await choose(page, 'payment-methods', 'Invoice');
    await expectRobotRefused(page);
    await page.screenshot({ path: '/tmp/recaptcha-v2-invisible-refused.png', fullPage: true });
    // "Show what is missing" takes a keyboard user to the bot check's own button, which runs it again.
    await page.getByTestId('pay-blocked-show').press('Enter');
    await expect
      .poll(() =>
        page.evaluate(() => {
          const focused = document.activeElement;
          return focused?.closest('[data-testid="bot-check"]') ? focused.tagName : null;
        }),
      )
      .toBe('BUTTON');
    await page.unroute('**/utils/verify-recaptcha');
    await page.keyboard.press('Enter');
    await expectBotCheck(page, 'verified');
    await expect.poll(() => page.getByTestId('pay-button').isEnabled()).toBe(true);
    await page.close();
  });
});

describe('reCAPTCHA v3 with the platform defaults (action "checkout", minimum score 0.5)', () => {
  const stack = useStack({ CAPTCHA_SITE_KEY: 'sandbox-site-key', CAPTCHA_VERSION: '3' });

  it('loads api.js?render=<site key>, executes the "checkout" action when about to pay, and pays', async () => {
    const { page, cartId, verifications, scripts, answers } = await openAlmostReady(stack());
    expect(verifications()).toBe(0);
    await choose(page, 'payment-methods', 'Invoice');
    await expectBotCheck(page, 'verified');
    expect(scripts().map((url) => new URL(url).searchParams.get('render'))).toEqual(['sandbox-site-key']);
    expect(await answers()[0]).toMatchObject({ success: true, score: 0.9, action: 'checkout' });
    await page.screenshot({ path: '/tmp/recaptcha-v3-verified.png', fullPage: true });
    await pressPay(page);
    await expectConfirmed(page, cartId);
    await page.close();
  });
});

describe('reCAPTCHA v3 scoring below the minimum (site key sandbox-score-0.1)', () => {
  const stack = useStack({ CAPTCHA_SITE_KEY: 'sandbox-score-0.1', CAPTCHA_VERSION: '3' });

  it('keeps Pay blocked with "You are a robot!"', async () => {
    const { page, answers } = await openAlmostReady(stack());
    await choose(page, 'payment-methods', 'Invoice');
    await expectRobotRefused(page);
    expect(await answers()[0]).toMatchObject({ success: false, score: 0.1, action: 'checkout' });
    await page.screenshot({ path: '/tmp/recaptcha-v3-low-score.png', fullPage: true });
    await page.close();
  });
});

describe('reCAPTCHA v3 with another expected action (SANDBOX_RECAPTCHA_ACTION=login)', () => {
  const stack = useStack({
    CAPTCHA_SITE_KEY: 'sandbox-site-key',
    CAPTCHA_VERSION: '3',
    SANDBOX_RECAPTCHA_ACTION: 'login',
  });

  it('keeps Pay blocked with "You are a robot!" although the score is high', async () => {
    const { page, answers } = await openAlmostReady(stack());
    await choose(page, 'payment-methods', 'Invoice');
    await expectRobotRefused(page);
    expect(await answers()[0]).toMatchObject({ success: false, score: 0.9, action: 'checkout' });
    await page.close();
  });
});
