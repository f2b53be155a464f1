import type { PaymentConfirmedOutcome, PaymentRedirectOutcome, PendingPaymentReturn } from '../contract/PaymentAdapter';
import type { OrderCreateOutcome, PaymentOrderConfirmation } from '../contract/PaymentPortData';

/**
 * Turns the platform's order-creation answer into a pay outcome: `redirect` (with what to keep
 * for the return) or `confirmed`. The allowlist check happens in the sequences, not here.
 */
export function toPayOutcome<TConfirmation extends PaymentOrderConfirmation>(
  result: OrderCreateOutcome<TConfirmation>,
  pending: Omit<PendingPaymentReturn, 'orderId'>,
): PaymentConfirmedOutcome<TConfirmation> | PaymentRedirectOutcome {
  const orderId = result.order_id ?? result.confirmation?.order.id ?? null;
  if (result.redirect && result.redirect_url !== null) {
    return { status: 'redirect', url: result.redirect_url, pending: { ...pending, orderId } };
  }
  return { status: 'confirmed', orderId, confirmation: result.confirmation };
}
