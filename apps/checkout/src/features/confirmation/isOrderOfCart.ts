import type { OrderConfirmation } from '@checkout/api-client';

/**
 * Whether the platform's order belongs to the cart of the page's address (`order.cart_id`). The only
 * orders the checkout shows, or keeps as a tab's confirmation: an order of another cart (another
 * shopper's) or one whose answer does not name its cart cannot be shown to be this cart's, so it is
 * treated as an order that does not exist here (the not-found page). The merchant needs no check of
 * its own: every order read is scoped to the api key of the address (`GET /api/{api_key}/order/…`).
 */
export function isOrderOfCart(confirmation: OrderConfirmation, cartId: string): boolean {
  return confirmation.order.cart_id === cartId;
}
