import type { OrderConfirmation } from '@checkout/api-client';

/** What the order page may say about an order; only `confirmed` thanks the shopper. */
export type ConfirmationState = 'confirmed' | 'draft' | 'cancelled' | 'received' | 'unavailable';

/**
 * The order page's state from the order's status on the platform (spec §4): `open` and `fulfilled`
 * are confirmed, `draft` waits for the provider, `cancelled` was not paid; no status (or one this
 * checkout does not know) means the order was received and its details follow; no order read at all
 * is `unavailable`.
 */
export function confirmationStateOf(confirmation: OrderConfirmation | null): ConfirmationState {
  if (confirmation === null) return 'unavailable';
  switch (confirmation.order.status) {
    case 'open':
    case 'fulfilled':
      return 'confirmed';
    case 'draft':
      return 'draft';
    case 'cancelled':
      return 'cancelled';
    default:
      return 'received';
  }
}
