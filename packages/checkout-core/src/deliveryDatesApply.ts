import type { Cart } from '@checkout/api-client';

/**
 * Whether the shopper is asked for a delivery date: the merchant checks delivery dates and the cart
 * holds a rental line (dates are when a rental starts; other carts have none to choose, so they see
 * neither the choice nor "No delivery dates are available.").
 */
export function deliveryDatesApply(settings: { readonly deliveryDates: boolean }, cart: Pick<Cart, 'items'>): boolean {
  return settings.deliveryDates && cart.items.some((item) => item.rental !== null);
}
