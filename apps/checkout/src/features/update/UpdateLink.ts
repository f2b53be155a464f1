import type { PaymentMethodUpdateTarget } from '@checkout/payments';

/**
 * What an update-payment link grants, read from its query and kept in memory (and the URL) only:
 * never written to browser storage.
 */
export interface UpdateLink {
  readonly apiKey: string;
  readonly customerId: string;
  readonly hash: string;
  /** The order of a one-order link; `null` on an all-orders link (the hash does not cover it). */
  readonly orderId: string | null;
  readonly isUpdateAll: boolean;
  /** ISO 4217 code passed through to the update call, or `null`. */
  readonly currency: string | null;
}

/** Whose payment method the link replaces: its one order, or every order of its customer. */
export function updateTargetOf(link: UpdateLink): PaymentMethodUpdateTarget {
  return link.isUpdateAll || link.orderId === null
    ? { scope: 'customer', customerId: link.customerId }
    : { scope: 'order', orderId: link.orderId };
}
