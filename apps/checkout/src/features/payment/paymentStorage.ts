import type { OrderConfirmation } from '@checkout/api-client';
import type { PendingPaymentReturn } from '@checkout/payments';
import { clearCartRecord, readCartRecord, writeCartRecord } from '../checkout/cartStorage';
import { isOrderOfCart } from '../confirmation/isOrderOfCart';

/** Accepts stored data that is an object; anything else (planted or corrupted) is refused. */
function asObject<T>(data: unknown): T | null {
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as T) : null;
}

/** Accepts a stored confirmation whose order names `cartId`; anything else (another cart's, planted, kept before orders named their cart) is refused. */
function asConfirmationOf(cartId: string) {
  return (data: unknown): OrderConfirmation | null => {
    const confirmation = asObject<OrderConfirmation>(data);
    return confirmation && asObject(confirmation.order) && isOrderOfCart(confirmation, cartId) ? confirmation : null;
  };
}

/**
 * What the checkout keeps in `sessionStorage` around a payment: the pending provider return and the
 * order confirmation, each under a key that holds no api key, stamped with its cart and expiring
 * like every per-cart record (`cartStorage.ts`).
 */
export const paymentStorage = {
  /** Keeps what the provider return needs (never card data or tokens). */
  savePending: (apiKey: string, cartId: string, pending: PendingPaymentReturn) =>
    writeCartRecord(sessionStorage, 'pending-return', { apiKey, cartId }, pending),
  /** The pending return of this cart, or `null`. */
  readPending: (apiKey: string, cartId: string) =>
    readCartRecord(sessionStorage, 'pending-return', { apiKey, cartId }, asObject<PendingPaymentReturn>),
  /** Forgets the pending return. */
  clearPending: (apiKey: string, cartId: string) =>
    clearCartRecord(sessionStorage, 'pending-return', { apiKey, cartId }),
  /**
   * Stores the confirmation so the confirmation page survives a reload; only an order of this cart
   * (`isOrderOfCart`): another cart's order is never kept, nor replaces the one kept.
   */
  saveConfirmation: (apiKey: string, cartId: string, confirmation: OrderConfirmation) => {
    if (isOrderOfCart(confirmation, cartId))
      writeCartRecord(sessionStorage, 'confirmation', { apiKey, cartId }, confirmation);
  },
  /** The stored confirmation of this cart (its order names this cart), or `null`. */
  readConfirmation: (apiKey: string, cartId: string) =>
    // The server has no tab storage: it renders the order the page names (`?order_id=`).
    typeof sessionStorage === 'undefined'
      ? null
      : readCartRecord(sessionStorage, 'confirmation', { apiKey, cartId }, asConfirmationOf(cartId)),
};
