import type { OrderCreateRequest } from '@checkout/api-client';
import { toDecimal, toMinor } from '../domain/money';
import type { cartTotals } from '../domain/toWireCart';
import type { OrderDocument } from '../store/orders';
import type { CartDocument } from '../store/records';
import { chosenDetails } from './chosenDetails';

/**
 * The order `orderId` as an order request describes it for `cart`: its confirmation (written as a
 * draft; the status is set when it is written) and the shopper's inputs.
 */
export function orderDocumentOf(
  orderId: string,
  request: OrderCreateRequest,
  cart: CartDocument,
  totals: ReturnType<typeof cartTotals>,
  now: Date,
): OrderDocument {
  const { currency } = cart;
  return {
    confirmation: {
      order: {
        id: orderId,
        cart_id: request.cart_id,
        number: orderId.slice(4, 12).toUpperCase(),
        status: 'draft',
        currency,
        sum_total_due: toDecimal(totals.due, currency),
        created_at: now.toISOString(),
        ...chosenDetails(request, cart, totals),
      },
      items: cart.items.map((line) => ({
        id: line.id,
        sku: line.sku,
        name: line.name,
        quantity: line.quantity,
        price: line.price,
        total: toDecimal(toMinor(line.price, currency) * line.quantity, currency),
      })),
    },
    contact: request.contact as unknown as Record<string, unknown>,
    shipping: request.shipping ?? null,
    checkboxes: request.checkboxes,
    extras: request.extras,
  };
}
