import type { Cart, Money } from '@checkout/api-client';

/** One line of the cart's price summary; `amount` is signed (a voucher subtracts), in minor units. */
export interface SummaryLine {
  readonly id: 'subtotal' | 'shipping' | 'voucher' | 'total';
  readonly amount: Money;
}

/**
 * The price summary's lines of a cart: the items' subtotal, the shipping the platform charges (shown
 * once a method is chosen or a price is due, so a total that includes shipping always names it), the
 * voucher's discount as a negative amount, and the platform's total. Every line above the total adds
 * up to it for a platform that totals as it itemises; all arithmetic is in integer minor units.
 */
export function summaryLines(cart: Cart): SummaryLine[] {
  const money = (amount: number): Money => ({ amount, currency: cart.currency });
  const shipping = cart.shipping;
  return [
    { id: 'subtotal', amount: money(cart.items.reduce((sum, item) => sum + item.total.amount, 0)) },
    ...(shipping && (shipping.method_id !== null || shipping.price.amount !== 0)
      ? [{ id: 'shipping' as const, amount: shipping.price }]
      : []),
    ...(cart.voucher ? [{ id: 'voucher' as const, amount: money(-cart.voucher.discount.amount) }] : []),
    { id: 'total', amount: cart.sum_total_due },
  ];
}
