import type { ShownOutcome } from '../ShownOutcome';
import { isSandboxDown } from './isSandboxDown';
import { patiently, pause } from './patiently';
import type { ShopperContext } from './ShopperContext';

/** How long a return page waits for a draft to settle before it says the payment is being confirmed. */
const DRAFT_WAIT_MS = 20_000;

/**
 * The screen after a provider's return, from the order's status as the platform has it (the
 * checkout's `settleOrderReturn`): `open` or `fulfilled` confirms, `cancelled` failed, a draft is
 * asked again for a while and then shown as being confirmed.
 */
export async function showSettledOrder(ctx: ShopperContext, orderId: string): Promise<ShownOutcome> {
  const until = Math.min(ctx.deadline, Date.now() + DRAFT_WAIT_MS);
  for (;;) {
    const { data } = await patiently(ctx, 'order', () => ctx.api().getOrder(orderId), isSandboxDown);
    const status = data.order.status;
    if (status === 'open' || status === 'fulfilled') return { kind: 'confirmed', orderId };
    if (status === 'cancelled') return { kind: 'failed', reason: 'The payment was not completed.' };
    if (Date.now() >= until) return { kind: 'being-confirmed', reason: `the order is ${status ?? 'without status'}` };
    await pause(ctx, 1000);
  }
}
