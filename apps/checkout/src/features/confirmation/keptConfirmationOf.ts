import type { OrderConfirmation } from '@checkout/api-client';
import { paymentStorage } from '../payment/paymentStorage';

/**
 * The confirmation this tab's pay kept for the cart (its order is the cart's: `paymentStorage`), when it
 * is the order the address names, or the address names none; else `null`, and the page reads the order
 * the address names, so an address naming another order never shows the kept one in its place.
 */
export function keptConfirmationOf(
  apiKey: string,
  cartId: string,
  orderId: string | undefined,
): OrderConfirmation | null {
  const kept = paymentStorage.readConfirmation(apiKey, cartId);
  return kept !== null && (orderId === undefined || kept.order.id === orderId) ? kept : null;
}
