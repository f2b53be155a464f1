import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OrderCreateResultSchema } from './OrderCreateResultSchema';

describe('OrderCreateResultSchema', () => {
  it('keeps the confirmation to store when there is no redirect', () => {
    const result = v.parse(OrderCreateResultSchema, {
      order_id: 55,
      confirmation: { order: { id: 55, currency: 'EUR', sum_total_due: 10 }, items: [] },
    });
    expect(result.redirect).toBe(false);
    expect(result.order_id).toBe('55');
    expect(result.confirmation?.order.sum_total_due).toEqual({ amount: 1000, currency: 'EUR' });
  });

  it('reads the cart of the confirmation like the order read, null when the answer does not name it', () => {
    const confirmation = (cart?: string) => ({
      order: { id: 'ord_1', currency: 'EUR', sum_total_due: 10, ...(cart ? { cart_id: cart } : {}) },
      items: [],
    });
    expect(v.parse(OrderCreateResultSchema, { confirmation: confirmation('cart-1') }).confirmation?.order.cart_id).toBe(
      'cart-1',
    );
    expect(v.parse(OrderCreateResultSchema, { confirmation: confirmation() }).confirmation?.order.cart_id).toBeNull();
  });
});
