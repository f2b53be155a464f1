import type { CheckoutApi } from '@checkout/api-client';
import type { PaymentError } from '@checkout/payments';

/** Failures after which the provider's payment is over: what it left on the platform is a dead draft. */
const PAYMENT_OVER: ReadonlySet<PaymentError['code']> = new Set(['declined', 'authentication_failed', 'cancelled']);

/**
 * After a provider return that failed for good (declined, authentication failed, cancelled), gives
 * the cart's draft order up on the platform with `POST /cart/{cart_id}/reset` (spec §7), so the
 * shopper's next Pay is not refused for it. A return that could not be checked (network, server)
 * keeps the draft: its payment may still complete. Never rejects: the platform gives up stale
 * drafts itself too.
 */
export async function giveUpDraftAfterFailure(
  api: Pick<CheckoutApi, 'resetCart'>,
  cartId: string,
  failure: PaymentError,
): Promise<void> {
  if (!PAYMENT_OVER.has(failure.code)) return;
  await api.resetCart(cartId).catch(() => undefined);
}
