import { CheckoutApiError } from '@checkout/api-client';
import type { AttemptPlan } from '../AttemptPlan';
import type { AttemptRecord } from '../AttemptRecord';
import { faultHeaderOf } from '../faultHeaderOf';
import { findEvent } from '../findEvent';
import type { ShopperScreen } from '../ShopperScreen';
import type { ShownOutcome } from '../ShownOutcome';
import { GaveUpError } from './GaveUpError';
import { isSandboxDown } from './isSandboxDown';
import { patiently, pause } from './patiently';
import { type PayableCart, payOnce } from './payOnce';
import type { ShopperContext } from './ShopperContext';

/** Creates the attempt's cart with its first item (retried while the sandbox is down) and reads its total. */
async function createCart(ctx: ShopperContext, cartId: string): Promise<PayableCart> {
  const { data } = await patiently(
    ctx,
    'cart',
    () => ctx.api().createCartItem(cartId, 'tripod', { quantity: 1 }),
    isSandboxDown,
  );
  const { amount, currency } = data.sum_total_due;
  return { id: cartId, amount: (amount / 100).toFixed(2), currency };
}

/**
 * Runs a tab to its last screen. A refusal of a step before the order (the cart was paid in the
 * other tab meanwhile, say) is what the checkout shows after asking payment-status: the order, or
 * the refusal. Any other error the model did not expect leaves the tab "being confirmed" and is kept.
 */
async function tabScreen(
  ctx: ShopperContext,
  cartId: string,
  run: () => Promise<ShownOutcome>,
  errors: string[],
  tab: string,
): Promise<ShownOutcome> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof GaveUpError) return { kind: 'being-confirmed', reason: error.message };
    if (error instanceof CheckoutApiError && error.code === 'http' && error.status < 500) {
      const status = await patiently(ctx, 'payment-status', () => ctx.api().getPaymentStatus(cartId), isSandboxDown)
        .then(({ data }) => data)
        .catch(() => null);
      if (status?.state === 'ordered' && status.order_id) return { kind: 'confirmed', orderId: status.order_id };
      if (status?.state === 'none') return { kind: 'failed', reason: error.serverMessage ?? error.message };
      return {
        kind: 'being-confirmed',
        reason: `refused (${error.message}) while the cart is ${status?.state ?? 'unknown'}`,
      };
    }
    errors.push(`tab ${tab}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return {
      kind: 'being-confirmed',
      reason: `harness error: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/**
 * One purchase attempt through the api-client: a fresh cart, the shopper's tab paying by the
 * plan's path with the plan's faults (drop, lost answer, crash after the charge, reload, slow
 * provider), maybe paying again after a refusal, and maybe a second tab paying the same cart
 * with its own key. `kill` is called at the planned moment (the sandbox is shared by every attempt).
 */
export async function runApiAttempt(
  ctxFor: (providerLatencyMs: number | null) => ShopperContext,
  plan: AttemptPlan,
  kill: () => void,
): Promise<AttemptRecord> {
  const started = Date.now();
  const errors: string[] = [];
  const slow = findEvent(plan.events, 'slow-provider');
  const ctx = ctxFor(slow?.latencyMs ?? null);
  const killEvent = findEvent(plan.events, 'kill');
  // The kill is the run's, not this attempt's: it fires even when the attempt is over by then.
  if (killEvent) setTimeout(kill, killEvent.afterMs);
  const screens: ShopperScreen[] = [];
  const screen = (tab: string, shown: ShownOutcome) =>
    screens.push({ cartId: plan.cartId, tab, path: plan.path, browser: false, shown });
  try {
    const cart = await createCart(ctx, plan.cartId);
    const reload = findEvent(plan.events, 'reload');
    const shopper = tabScreen(
      ctx,
      plan.cartId,
      async () => {
        const first = await payOnce(ctx, cart, {
          path: plan.path,
          declined: plan.declined,
          firstFault: faultHeaderOf(plan.events),
          reloadAfterMs: reload?.afterMs ?? null,
        });
        if (first.kind !== 'failed' || !plan.paysAgain) return first;
        return payOnce(ctx, cart, { path: plan.path, declined: false, firstFault: null, reloadAfterMs: null });
      },
      errors,
      'a',
    );
    const secondTab = findEvent(plan.events, 'second-tab');
    const other = secondTab
      ? (async () => {
          await pause(ctx, secondTab.afterMs);
          const plainCtx = ctxFor(null);
          return tabScreen(
            plainCtx,
            plan.cartId,
            () => payOnce(plainCtx, cart, { path: plan.path, declined: false, firstFault: null, reloadAfterMs: null }),
            errors,
            'b',
          );
        })()
      : null;
    screen('a', await shopper);
    if (other) screen('b', await other);
  } catch (error) {
    // The cart could not even be created: nothing was paid, and the shopper saw an error page.
    screen('a', { kind: 'failed', reason: `no cart: ${error instanceof Error ? error.message : String(error)}` });
  }
  return { plan, screens, errors, seconds: (Date.now() - started) / 1000 };
}
