import { toDecimal } from '../../domain/money';
import { cartTotals } from '../../domain/toWireCart';
import type { CartDocument } from '../../store/records';

/**
 * What the cart currently comes to, as a decimal string: what a provider session is opened for
 * before the order exists. The amount actually charged is the attempt's, set at order creation,
 * as a real integration updates the intent before confirming.
 */
export function cartAmount(cart: CartDocument): string {
  return toDecimal(cartTotals(cart).due, cart.currency);
}
