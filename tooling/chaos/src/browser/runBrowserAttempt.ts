import type { BrowserContext } from 'playwright-core';
import type { AttemptPlan } from '../AttemptPlan';
import type { AttemptRecord } from '../AttemptRecord';
import { faultHeaderOf } from '../faultHeaderOf';
import { findEvent } from '../findEvent';
import type { ShopperScreen } from '../ShopperScreen';
import type { ShownOutcome } from '../ShownOutcome';
import { isSandboxDown } from '../shopper/isSandboxDown';
import { patiently } from '../shopper/patiently';
import type { ShopperContext } from '../shopper/ShopperContext';
import { type BrowserTab, payInBrowser } from './payInBrowser';

/** How long one browser attempt may take before its tabs keep the screen they have. */
const BROWSER_ATTEMPT_MS = 120_000;

/**
 * One purchase attempt through Chromium on the checkout's pages: the cart is created on the
 * platform, the shopper's tab pays with the plan's faults added to its requests (the first
 * order creation's fault, provider latency), a reload after Pay, and maybe a second tab of the
 * same browser paying the same cart. The screens are read as the shopper would read them.
 */
export async function runBrowserAttempt(
  ctx: ShopperContext,
  context: BrowserContext,
  appUrl: string,
  plan: AttemptPlan,
  kill: () => void,
): Promise<AttemptRecord> {
  const started = Date.now();
  const errors: string[] = [];
  const screens: ShopperScreen[] = [];
  const killEvent = findEvent(plan.events, 'kill');
  if (killEvent) setTimeout(kill, killEvent.afterMs);
  const deadline = Math.min(ctx.deadline, started + BROWSER_ATTEMPT_MS);
  const tab = (overrides: Partial<BrowserTab>): BrowserTab => ({
    context,
    appUrl,
    cartId: plan.cartId,
    path: plan.path,
    declined: false,
    paysAgain: false,
    fault: null,
    reloadAfterMs: null,
    providerLatencyMs: null,
    deadline,
    ...overrides,
  });
  const run = async (name: string, work: () => Promise<ShownOutcome>) => {
    try {
      screens.push({ cartId: plan.cartId, tab: name, path: plan.path, browser: true, shown: await work() });
    } catch (error) {
      errors.push(`browser tab ${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      screens.push({
        cartId: plan.cartId,
        tab: name,
        path: plan.path,
        browser: true,
        shown: { kind: 'being-confirmed', reason: 'the page could not be used' },
      });
    }
  };
  try {
    await patiently(ctx, 'cart', () => ctx.api().createCartItem(plan.cartId, 'tripod', { quantity: 1 }), isSandboxDown);
  } catch (error) {
    screens.push({
      cartId: plan.cartId,
      tab: 'a',
      path: plan.path,
      browser: true,
      shown: { kind: 'failed', reason: `no cart: ${error instanceof Error ? error.message : String(error)}` },
    });
    return { plan, screens, errors, seconds: (Date.now() - started) / 1000 };
  }
  const second = findEvent(plan.events, 'second-tab');
  await Promise.all([
    run('a', () =>
      payInBrowser(
        tab({
          declined: plan.declined,
          paysAgain: plan.paysAgain,
          fault: faultHeaderOf(plan.events),
          reloadAfterMs: findEvent(plan.events, 'reload')?.afterMs ?? null,
          providerLatencyMs: findEvent(plan.events, 'slow-provider')?.latencyMs ?? null,
        }),
      ),
    ),
    second
      ? (async () => {
          await new Promise((resolve) => setTimeout(resolve, second.afterMs));
          await run('b', () => payInBrowser(tab({})));
        })()
      : Promise.resolve(),
  ]);
  return { plan, screens, errors, seconds: (Date.now() - started) / 1000 };
}
