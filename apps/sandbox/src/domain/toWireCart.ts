import type { CartDocument } from '../store/records';
import { toDecimal, toMinor } from './money';
import { selectedShippingMethod } from './shipping';

/** Totals of a cart in minor units: items, voucher discount, shipping and what is due. */
export function cartTotals(cart: CartDocument) {
  const items = cart.items.reduce((sum, line) => sum + toMinor(line.price, cart.currency) * line.quantity, 0);
  const discount = cart.voucher ? Math.min(toMinor(cart.voucher.discount, cart.currency), items) : 0;
  const shipping = selectedShippingMethod(cart)?.priceMinor ?? 0;
  return { items, discount, shipping, due: Math.max(0, items - discount + shipping) };
}

/** The cart as the platform sends it (api-client `CartSchema` wire shape), totals recomputed. */
export function toWireCart(cart: CartDocument) {
  const totals = cartTotals(cart);
  return {
    id: cart.id,
    currency: cart.currency,
    items: cart.items.map((line) => ({
      id: line.id,
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      price: line.price,
      total: toDecimal(toMinor(line.price, cart.currency) * line.quantity, cart.currency),
      image: line.image ?? null,
      subscription: line.subscription ?? null,
      rental: line.rental ?? null,
    })),
    draft_id: cart.draft_id,
    sum_total_due: toDecimal(totals.due, cart.currency),
    voucher: cart.voucher ? { code: cart.voucher.code, discount: toDecimal(totals.discount, cart.currency) } : null,
    shipping: {
      country: cart.shipping_country,
      method_id: selectedShippingMethod(cart)?.id ?? null,
      price: toDecimal(totals.shipping, cart.currency),
    },
    settings: cart.settings,
  };
}
