import type { BrowserContext, Page } from 'playwright-core';
import type { PurchasePath } from '../purchasePaths';
import type { ShownOutcome } from '../ShownOutcome';
import { testCards } from '../shopper/testCards';
import { fillCard, fillCheckout } from './fillCheckout';
import { readScreen } from './readScreen';
import { settleHydration } from './settleHydration';

/** One tab of a browser shopper: where to pay, how, and the chaos its requests meet. */
export interface BrowserTab {
  readonly context: BrowserContext;
  readonly appUrl: string;
  readonly cartId: string;
  readonly path: PurchasePath;
  /** The first payment is refused (the decline card). */
  readonly declined: boolean;
  /** After a refusal the shopper types a good card and pays again. */
  readonly paysAgain: boolean;
  /** `X-Sandbox-Fault` added to the first order creation the page sends, or `null`. */
  readonly fault: string | null;
  /** The page is reloaded this long after the first press of Pay, or `null`. */
  readonly reloadAfterMs: number | null;
  /** Latency added to every sandbox provider call of the page, or `null`. */
  readonly providerLatencyMs: number | null;
  /** Epoch ms after which the shopper stops and keeps the screen it has. */
  readonly deadline: number;
}

/** How many times a shopper presses Pay again after an error that is not a refusal. */
const PRESSES = 3;
/** How long a shopper takes before pressing Pay again after an error. */
const RETRY_PAUSE_MS = 2000;
/** How many times, and how often, a shopper asks again when the checkout could not confirm the payment yet. */
const CHECKS = 10;
const CHECK_EVERY_MS = 3000;
/** How long the form may sit idle after Pay before the shopper acts again (an order creation in flight takes less). */
const IDLE_MS = 8000;

async function addFaults(page: Page, tab: BrowserTab): Promise<void> {
  const latency = tab.providerLatencyMs;
  if (latency !== null) {
    await page.route(
      (url) => url.pathname.startsWith('/sandbox/') && !url.pathname.startsWith('/sandbox/sdk/'),
      (route) => route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': `latency=${latency}` } }),
    );
  }
  let fault = tab.fault;
  if (fault !== null) {
    await page.route('**/order-create', (route) => {
      const headers = fault === null ? undefined : { ...route.request().headers(), 'x-sandbox-fault': fault };
      fault = null;
      return route.continue(headers ? { headers } : undefined);
    });
  }
}

async function openCheckout(page: Page, tab: BrowserTab): Promise<void> {
  const url = `${tab.appUrl}/en/demo-all/${tab.cartId}`;
  for (let round = 0; ; round++) {
    try {
      await page.goto(url);
      await settleHydration(page);
      await page.getByTestId('pay-button').waitFor({ timeout: 15_000 });
      return;
    } catch (error) {
      // The sandbox is restarting: the server rendered an error page. A shopper tries again.
      if (round >= 8 || Date.now() > tab.deadline) throw error;
      await page.waitForTimeout(1500);
    }
  }
}

async function pressPay(page: Page, tab: BrowserTab): Promise<boolean> {
  const until = Math.min(tab.deadline, Date.now() + 20_000);
  while (Date.now() < until) {
    if ((await readScreen(page)).payEnabled) {
      await page
        .getByTestId('pay-button')
        .click({ timeout: 5000 })
        .catch(() => undefined);
      return true;
    }
    await page.waitForTimeout(250);
  }
  return false;
}

async function cardIsEmpty(page: Page): Promise<boolean> {
  const field = page.getByLabel('Card number');
  return (await field.count()) > 0 && (await field.inputValue().catch(() => '')) === '';
}

/**
 * A shopper paying in a checkout tab: fills the page, presses Pay, then reads the screen until it
 * shows an outcome. Pays again after an error that is not a refusal (at most {@link PRESSES}
 * times), reloads an error page, and after a refusal pays again with a good card when the plan
 * says so. The screen it ends on is the outcome: the confirmation (with the URL's `order_id`), a
 * failure, or anything else as "being confirmed".
 */
export async function payInBrowser(tab: BrowserTab): Promise<ShownOutcome> {
  const page = await tab.context.newPage();
  // Every step waits at most this long, and the page is closed a little after the deadline: a page
  // the sandbox's restarts left broken must not hold the run.
  page.setDefaultTimeout(10_000);
  const guard = setTimeout(
    () => void page.close().catch(() => undefined),
    Math.max(0, tab.deadline - Date.now()) + 15_000,
  );
  try {
    await addFaults(page, tab);
    const card = tab.path === 'stripe-v1' ? (tab.declined ? testCards.declined : testCards.pays) : null;
    await openCheckout(page, tab);
    try {
      await fillCheckout(page, tab.path, card);
      await pressPay(page, tab);
    } catch {
      // The page moved on while the shopper typed (the other tab paid and this one follows it to
      // the confirmation, or the sandbox restarted): the screen says what happened.
    }
    if (tab.reloadAfterMs !== null) {
      await page.waitForTimeout(tab.reloadAfterMs);
      await page.reload().catch(() => undefined);
      await settleHydration(page);
    }
    let presses = 1;
    let refused = tab.declined;
    let errorPages = 0;
    let idleSince: number | null = null;
    let checks = 0;
    let lastCheck = Date.now();
    while (Date.now() < tab.deadline) {
      const screen = await readScreen(page);
      if (screen.confirmation === 'confirmed') {
        const orderId = new URL(screen.url).searchParams.get('order_id');
        if (orderId) return { kind: 'confirmed', orderId };
      }
      if (screen.confirmation === 'cancelled') return { kind: 'failed', reason: 'the order page says cancelled' };
      if (screen.paymentReturn === 'failed') return { kind: 'failed', reason: 'the return page says failed' };
      if (screen.payState === 'unconfirmed' && checks < CHECKS && Date.now() - lastCheck > CHECK_EVERY_MS) {
        // "We could not confirm your payment yet": the shopper asks again (the checkout asks the
        // platform about the kept attempt first, so this never pays twice).
        checks += 1;
        lastCheck = Date.now();
        await page
          .getByTestId('pay-check-again')
          .click({ timeout: 5000 })
          .catch(() => undefined);
      } else if (screen.payError !== null) {
        if (refused && tab.paysAgain && card !== null) {
          refused = false;
          await fillCard(page, testCards.pays);
          await pressPay(page, tab);
        } else if (refused || presses >= PRESSES) {
          return { kind: 'failed', reason: screen.payError };
        } else {
          // "Try again": the shopper reads the message first, then presses Pay once more.
          presses += 1;
          await page.waitForTimeout(RETRY_PAUSE_MS);
          if (card !== null && (await cardIsEmpty(page))) await fillCard(page, testCards.pays);
          await pressPay(page, tab);
        }
      } else if (screen.errorPage && errorPages < 8) {
        errorPages += 1;
        await page.waitForTimeout(1500);
        await page.reload().catch(() => undefined);
        await settleHydration(page);
      } else if (screen.onCheckout && !screen.paying && !screen.payElsewhere && !screen.payState && presses < PRESSES) {
        // Back on the form (a reload, a restart): once it has stayed idle a while, the shopper
        // completes what the page lost and presses Pay again; the checkout keeps its key.
        idleSince ??= Date.now();
        if (Date.now() - idleSince > IDLE_MS) {
          idleSince = null;
          presses += 1;
          const current = card === null ? null : refused ? testCards.declined : testCards.pays;
          if (!screen.payEnabled) await fillCheckout(page, tab.path, current).catch(() => undefined);
          else if (current !== null && (await cardIsEmpty(page))) await fillCard(page, current);
          await pressPay(page, tab);
        }
      }
      if (!screen.onCheckout || screen.paying || screen.payElsewhere || screen.payState) idleSince = null;
      await page.waitForTimeout(500);
    }
    const last = await readScreen(page);
    const shots = process.env.CHAOS_SCREENSHOTS;
    if (shots)
      await page
        .screenshot({ path: `${shots}/${tab.cartId}-${Date.now()}.png`, fullPage: true })
        .catch(() => undefined);
    const showing =
      last.confirmation ?? last.paymentReturn ?? last.payState ?? (last.payElsewhere ? 'pay-elsewhere' : null);
    return {
      kind: 'being-confirmed',
      reason: `the screen shows ${showing ?? 'no outcome'} (${new URL(last.url).pathname}, pay ${last.paying ? 'busy' : last.payEnabled ? 'enabled' : 'disabled'}${last.errorPage ? ', an error page' : ''}; Pay pressed ${presses} times)`,
    };
  } finally {
    clearTimeout(guard);
    await page.close().catch(() => undefined);
  }
}
