import type { ShownOutcome } from '../ShownOutcome';
import { pause } from './patiently';
import type { OrderAnswer } from './placeOrder';
import type { ShopperContext } from './ShopperContext';

/** How long a tab shows "being paid in another tab" before it settles for "being confirmed". */
const ELSEWHERE_WAIT_MS = 30_000;

/**
 * The screen for an order creation's answer when no provider step follows: a confirmation only
 * for an order the platform confirmed; a refusal as failed; another tab's payment is followed on
 * payment-status until it is ordered (or comes to nothing); anything else is "being confirmed".
 */
export async function showOrderAnswer(ctx: ShopperContext, cartId: string, answer: OrderAnswer): Promise<ShownOutcome> {
  switch (answer.kind) {
    case 'confirmed':
      return { kind: 'confirmed', orderId: answer.orderId };
    case 'refused':
      return { kind: 'failed', reason: answer.message };
    case 'unknown':
      return { kind: 'being-confirmed', reason: answer.reason };
    case 'redirect':
      return { kind: 'being-confirmed', reason: 'an unexpected redirect' };
    case 'pending':
      return { kind: 'being-confirmed', reason: `order ${answer.orderId} is a draft` };
    case 'elsewhere': {
      const until = Math.min(ctx.deadline, Date.now() + ELSEWHERE_WAIT_MS);
      let state: string = answer.status.state;
      while (Date.now() < until) {
        await pause(ctx, 1000);
        try {
          const { data: status } = await ctx.api().getPaymentStatus(cartId);
          state = status.state;
          if (status.state === 'ordered' && status.order_id) return { kind: 'confirmed', orderId: status.order_id };
          if (status.state === 'none')
            return { kind: 'failed', reason: 'The payment in the other tab did not complete.' };
        } catch {
          // The sandbox is restarting: ask again.
        }
      }
      return { kind: 'being-confirmed', reason: `paid in another tab (${state})` };
    }
    default:
      return answer satisfies never;
  }
}
