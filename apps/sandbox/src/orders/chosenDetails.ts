import type { OrderCreateRequest } from '@checkout/api-client';
import { toDecimal } from '../domain/money';
import { selectedShippingMethod } from '../domain/shipping';
import type { cartTotals } from '../domain/toWireCart';
import type { OrderDocument } from '../store/orders';
import type { CartDocument } from '../store/records';

type Chosen = Pick<
  OrderDocument['confirmation']['order'],
  'shipping_method' | 'delivery' | 'voucher' | 'billing_address' | 'shipping_address'
>;

/**
 * What the shopper chose, as the platform's order read gives it back: the cart's shipping method
 * and voucher with the amounts the order charged, the delivery date (the order's `shipping`) and
 * time slot (the `delivery_timeslot` extra), and both addresses of the contact.
 */
export function chosenDetails(
  request: OrderCreateRequest,
  cart: CartDocument,
  totals: ReturnType<typeof cartTotals>,
): Chosen {
  const method = selectedShippingMethod(cart);
  const slot = request.extras.find((extra) => extra.name === 'delivery_timeslot')?.value;
  const timeslot = typeof slot === 'string' && slot !== '' ? slot : null;
  const date = request.shipping || null;
  return {
    shipping_method: method
      ? { id: method.id, name: method.name, price: toDecimal(totals.shipping, cart.currency) }
      : null,
    delivery: date || timeslot ? { date, timeslot } : null,
    voucher: cart.voucher ? { code: cart.voucher.code, discount: toDecimal(totals.discount, cart.currency) } : null,
    billing_address: { ...request.contact.address.billing },
    shipping_address: { ...request.contact.address.shipping },
  };
}
