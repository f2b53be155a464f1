import type { PaymentConfirmedOutcome, PaymentPendingOutcome } from '../contract/PaymentAdapter';
import type { PaymentPort, PortCallOptions } from '../contract/PaymentPort';
import type { PaymentOrderConfirmation } from '../contract/PaymentPortData';
import { PaymentError } from '../PaymentError';

/**
 * Asks the server how a returned payment ended, by the order's status: `open` or `fulfilled` is
 * paid, `draft` still pending, `cancelled` rejects with `declined`; anything else stays pending.
 */
export async function settleOrderReturn<TConfirmation extends PaymentOrderConfirmation>(
  port: PaymentPort<TConfirmation>,
  orderId: string,
  options: PortCallOptions = {},
): Promise<PaymentConfirmedOutcome<TConfirmation> | PaymentPendingOutcome> {
  let confirmation: TConfirmation;
  try {
    confirmation = await port.getOrder(orderId, options);
  } catch (error) {
    throw PaymentError.from(error);
  }
  switch (confirmation.order.status) {
    case 'open':
    case 'fulfilled':
      return { status: 'confirmed', orderId, confirmation };
    case 'cancelled':
      throw new PaymentError('declined', 'The payment was not completed.', { detail: 'not_completed' });
    default:
      return { status: 'pending', orderId };
  }
}
