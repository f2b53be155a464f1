import type { OrderConfirmation } from '@checkout/api-client';
import type { PendingPaymentReturn } from '@checkout/payments';

const pendingKey = (apiKey: string, cartId: string) => `checkout:pending-return:${apiKey}:${cartId}`;
const confirmationKey = (apiKey: string, cartId: string) => `checkout:confirmation:${apiKey}:${cartId}`;

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage disabled: the return route falls back to the order id in its URL, the confirmation to a fetch.
  }
}

/** What the checkout keeps in `sessionStorage` around a payment: the pending provider return and the order confirmation. */
export const paymentStorage = {
  /** Keeps what the provider return needs (never card data or tokens). */
  savePending: (apiKey: string, cartId: string, pending: PendingPaymentReturn) =>
    write(pendingKey(apiKey, cartId), pending),
  /** The pending return of this cart, or `null`. */
  readPending: (apiKey: string, cartId: string) => read<PendingPaymentReturn>(pendingKey(apiKey, cartId)),
  /** Forgets the pending return. */
  clearPending: (apiKey: string, cartId: string) => sessionStorage.removeItem(pendingKey(apiKey, cartId)),
  /** Stores the confirmation so the confirmation page survives a reload. */
  saveConfirmation: (apiKey: string, cartId: string, confirmation: OrderConfirmation) =>
    write(confirmationKey(apiKey, cartId), confirmation),
  /** The stored confirmation of this cart, or `null`. */
  readConfirmation: (apiKey: string, cartId: string) => read<OrderConfirmation>(confirmationKey(apiKey, cartId)),
};
