import { CheckoutApiError, type OrderCreateRequest, type PaymentStatus } from '@checkout/api-client';
import { isSandboxDown } from './isSandboxDown';
import { patiently, pause, SHOPPER_PATIENCE_MS } from './patiently';
import type { ShopperContext } from './ShopperContext';

/** How an order creation ended for the shopper's tab. */
export type OrderAnswer =
  /** The platform confirmed an order (its answer, or payment-status `ordered`). */
  | { readonly kind: 'confirmed'; readonly orderId: string }
  /** Go to the provider's page; the order is a draft until the provider's return is verified. */
  | { readonly kind: 'redirect'; readonly url: string; readonly orderId: string | null }
  /** A draft waiting for the browser to pay (Stripe v2). */
  | { readonly kind: 'pending'; readonly orderId: string }
  /** Refused: declined, invalid, quote gone; nothing was charged for this attempt. */
  | { readonly kind: 'refused'; readonly message: string }
  /** Another attempt has the cart (another tab): its payment continues there. */
  | { readonly kind: 'elsewhere'; readonly status: PaymentStatus }
  /** The shopper could not learn the outcome in time. */
  | { readonly kind: 'unknown'; readonly reason: string };

/** One press of Pay and what happens to it. */
export interface OrderPress {
  readonly cartId: string;
  readonly body: OrderCreateRequest;
  /** Kept across retries and reloads, as the checkout keeps it in sessionStorage. */
  readonly key: string;
  /** `X-Sandbox-Fault` of the first request only (`drop`, `lose-answer`, `crash=after-charge`), or `null`. */
  readonly firstFault: string | null;
  /** The page is reloaded this long after the first request left (its answer abandoned), or `null`. */
  readonly reloadAfterMs: number | null;
}

const LIVE = new Set(['open', 'fulfilled']);

/** payment-status, tried until the sandbox answers (or the shopper gives up: `null`). */
async function statusOf(ctx: ShopperContext, cartId: string): Promise<PaymentStatus | null> {
  try {
    return await patiently(
      ctx,
      'payment-status',
      async () => (await ctx.api().getPaymentStatus(cartId)).data,
      isSandboxDown,
    );
  } catch {
    return null;
  }
}

/**
 * Creates the order as the checkout does: the same key and body again after a lost answer, a
 * reload, a 5xx or a 409 while the first request runs; payment-status before showing anything
 * after a lost answer, a 409 or a 422; a confirmation only for an order the platform confirmed.
 */
export async function placeOrder(ctx: ShopperContext, press: OrderPress): Promise<OrderAnswer> {
  let fault = press.firstFault;
  let reloadAfterMs = press.reloadAfterMs;
  const giveUpAt = Math.min(ctx.deadline, Date.now() + 2 * SHOPPER_PATIENCE_MS);
  for (let round = 0; Date.now() < giveUpAt; round++) {
    const controller = new AbortController();
    let reloaded = false;
    const reload =
      reloadAfterMs === null
        ? undefined
        : setTimeout(() => {
            reloaded = true;
            controller.abort();
          }, reloadAfterMs);
    reloadAfterMs = null;
    const api = ctx.api(fault);
    fault = null;
    try {
      const { data } = await api.createOrder(press.body, {
        idempotencyKey: press.key,
        signal: controller.signal,
        timeoutMs: 30_000,
      });
      if (data.redirect && data.redirect_url)
        return { kind: 'redirect', url: data.redirect_url, orderId: data.order_id };
      const orderId = data.order_id ?? data.confirmation?.order.id ?? null;
      if (orderId === null) return { kind: 'unknown', reason: 'the platform answered without an order id' };
      const status = data.confirmation?.order.status;
      if (status != null && LIVE.has(status)) return { kind: 'confirmed', orderId };
      return { kind: 'pending', orderId };
    } catch (error) {
      if (!(error instanceof CheckoutApiError)) throw error;
      const answered = error.code === 'http' && error.status < 500 && !reloaded;
      if (answered && (error.status === 402 || error.status === 410 || error.status === 400 || error.status === 404))
        return { kind: 'refused', message: error.serverMessage ?? error.message };
      // A lost answer, a reload, a 409 or a 422: the checkout asks where the payment stands first.
      const status = await statusOf(ctx, press.cartId);
      if (status?.state === 'ordered' && status.order_id) return { kind: 'confirmed', orderId: status.order_id };
      if (answered && error.status === 422 && status?.state === 'none')
        return { kind: 'refused', message: error.serverMessage ?? error.message };
      if (answered && error.serverCode === 'order_exists' && status !== null && status.state !== 'none')
        return { kind: 'elsewhere', status };
      // Still charging, or nothing known: the same key and body again, a little later.
      await pause(ctx, Math.min(3000, 250 * 1.5 ** round) * (0.5 + ctx.random.next()));
    } finally {
      clearTimeout(reload);
    }
  }
  const status = await statusOf(ctx, press.cartId);
  if (status?.state === 'ordered' && status.order_id) return { kind: 'confirmed', orderId: status.order_id };
  return { kind: 'unknown', reason: `no answer in time (payment-status: ${status?.state ?? 'unreachable'})` };
}
