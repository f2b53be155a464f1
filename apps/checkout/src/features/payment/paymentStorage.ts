import type { OrderConfirmation } from '@checkout/api-client';
import type { PendingPaymentReturn } from '@checkout/payments';
import { clearCartRecord, readCartRecord, writeCartRecord } from '../checkout/cartStorage';

/** Accepts stored data that is an object; anything else (planted or corrupted) is refused. */
function asObject<T>(data: unknown): T | null {
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as T) : null;
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
  /** Stores the confirmation so the confirmation page survives a reload. */
  saveConfirmation: (apiKey: string, cartId: string, confirmation: OrderConfirmation) =>
    writeCartRecord(sessionStorage, 'confirmation', { apiKey, cartId }, confirmation),
  /** The stored confirmation of this cart, or `null`. */
  readConfirmation: (apiKey: string, cartId: string) =>
    // The server has no tab storage: it renders the order the page names (`?order_id=`).
    typeof sessionStorage === 'undefined'
      ? null
      : readCartRecord(sessionStorage, 'confirmation', { apiKey, cartId }, asObject<OrderConfirmation>),
};
