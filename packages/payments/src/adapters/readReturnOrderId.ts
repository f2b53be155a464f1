import type { PaymentReturnContext } from '../contract/PaymentAdapter';

/** The order a return is about: the stored pending return's, else the `order_id` identifier of the URL (an id only: the outcome always comes from the server). */
export function readReturnOrderId(context: PaymentReturnContext): string | null {
  if (context.pending?.orderId) return context.pending.orderId;
  try {
    const id = new URL(context.url).searchParams.get('order_id');
    return id !== null && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}
