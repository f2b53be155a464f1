import type { ShownOutcome } from '../ShownOutcome';
import { isSandboxDown } from './isSandboxDown';
import { patiently } from './patiently';
import type { ShopperContext } from './ShopperContext';
import { showSettledOrder } from './showSettledOrder';

/**
 * The screen after a Stripe payment in the browser or a return from its challenge (the checkout's
 * `settleStripeReturn`): the platform verifies the intent against the order; verified shows the
 * order as the platform has it, not verified failed (and the return page gives the draft up).
 */
export async function showVerifiedStripePayment(
  ctx: ShopperContext,
  cartId: string,
  intentId: string,
  orderId: string,
): Promise<ShownOutcome> {
  const { data } = await patiently(
    ctx,
    'stripe verify',
    () => ctx.api().verifyStripeIntent(intentId, orderId),
    isSandboxDown,
  );
  if (data.verified) return showSettledOrder(ctx, orderId);
  await patiently(ctx, 'cart reset', () => ctx.api().resetCart(cartId), isSandboxDown);
  return { kind: 'failed', reason: 'The payment was not completed. Please try again.' };
}
