import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OrderConfirmationSchema } from './OrderConfirmationSchema';

const order = { id: 'ord_1', number: 'A1', status: 'open', currency: 'EUR', sum_total_due: '129.91' };
const address = { first_name: 'Ada', last_name: 'Lovelace', street: 'Marienplatz', street_number: '8', alpha2: 'DE' };

describe('OrderConfirmationSchema', () => {
  it('reads what the shopper chose: shipping method, delivery, voucher and both addresses', () => {
    const { order: read } = v.parse(OrderConfirmationSchema, {
      order: {
        ...order,
        shipping_method: { id: 'standard', name: 'Standard delivery', price: '4.90' },
        delivery: { date: '2026-03-02', timeslot: '08:00-12:00' },
        voucher: { code: 'WELCOME10', discount: '13.89' },
        billing_address: address,
        shipping_address: { ...address, city: 'Berlin' },
      },
      items: [],
    });
    expect(read.shipping_method).toEqual({
      id: 'standard',
      name: 'Standard delivery',
      price: { amount: 490, currency: 'EUR' },
    });
    expect(read.delivery).toEqual({ date: '2026-03-02', timeslot: '08:00-12:00' });
    expect(read.voucher).toEqual({ code: 'WELCOME10', discount: { amount: 1389, currency: 'EUR' } });
    expect(read.billing_address).toMatchObject({ first_name: 'Ada', alpha2: 'DE' });
    expect(read.shipping_address).toMatchObject({ city: 'Berlin' });
  });

  it('reads an order without those details as null, so the page can fall back to what the tab kept', () => {
    const { order: read } = v.parse(OrderConfirmationSchema, {
      order: { ...order, delivery: { date: '', timeslot: null }, shipping_method: { id: 7 } },
      items: [],
    });
    expect(read).toMatchObject({
      shipping_method: { id: '7', name: null, price: null },
      delivery: null,
      voucher: null,
      billing_address: null,
      shipping_address: null,
    });
  });

  it('reads the cart the order belongs to, as a string', () => {
    expect(v.parse(OrderConfirmationSchema, { order: { ...order, cart_id: 'cart-1' }, items: [] }).order.cart_id).toBe(
      'cart-1',
    );
    expect(v.parse(OrderConfirmationSchema, { order: { ...order, cart_id: 42 }, items: [] }).order.cart_id).toBe('42');
  });

  it('reads an order that does not name its cart as null: it cannot be shown to belong to any cart', () => {
    expect(v.parse(OrderConfirmationSchema, { order, items: [] }).order.cart_id).toBeNull();
    expect(
      v.parse(OrderConfirmationSchema, { order: { ...order, cart_id: null }, items: [] }).order.cart_id,
    ).toBeNull();
  });

  it('names the chosen detail whose amount cannot be read', () => {
    const result = v.safeParse(OrderConfirmationSchema, {
      order: { ...order, voucher: { code: 'X', discount: 1e300 } },
      items: [],
    });
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(['order.voucher.discount']);
  });
});
