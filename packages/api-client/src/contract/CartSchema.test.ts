import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CartSchema } from './CartSchema';

const wire = {
  id: 12,
  currency: 'jpy',
  items: [{ id: 'a', sku: 'CAM', name: 'Camera', quantity: 3, price: '1500', total: 4500, image: null }],
  sum_total_due: 4500,
  voucher: { code: 'SPRING', discount: '500' },
  unexpected: 'kept out',
};

describe('CartSchema', () => {
  it('reads amounts once into minor units of the cart currency', () => {
    const cart = v.parse(CartSchema, wire);
    expect(cart).toEqual({
      id: '12',
      currency: 'JPY',
      items: [
        {
          id: 'a',
          sku: 'CAM',
          name: 'Camera',
          quantity: 3,
          price: { amount: 1500, currency: 'JPY' },
          total: { amount: 4500, currency: 'JPY' },
          image: null,
          subscription: null,
          rental: null,
        },
      ],
      draft_id: null,
      sum_total_due: { amount: 4500, currency: 'JPY' },
      voucher: { code: 'SPRING', discount: { amount: 500, currency: 'JPY' } },
      shipping: null,
      settings: null,
    });
  });

  it('reads the shipping the total includes: country, method and price in minor units', () => {
    const cart = v.parse(CartSchema, {
      ...wire,
      currency: 'EUR',
      sum_total_due: '93.90',
      shipping: { country: 'DE', method_id: 'standard', price: '4.90' },
    });
    expect(cart.shipping).toEqual({ country: 'DE', method_id: 'standard', price: { amount: 490, currency: 'EUR' } });
  });

  it('reads no shipping line when the platform sends no shipping price', () => {
    for (const shipping of [undefined, null, { country: 'DE', method_id: null, price: null }, { country: 'DE' }])
      expect(v.parse(CartSchema, { ...wire, shipping }).shipping).toBeNull();
  });

  it('names the shipping price it cannot read', () => {
    const result = v.safeParse(CartSchema, { ...wire, currency: 'EUR', shipping: { price: 1e300 } });
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(['shipping.price']);
  });

  it('reads subscription and rental details of a line, and ignores a frequency it does not know', () => {
    const cart = v.parse(CartSchema, {
      ...wire,
      items: [
        { ...wire.items[0], subscription: { frequency: 'weekly', interval: 2 }, rental: { months: 12 } },
        { ...wire.items[0], id: 'b', subscription: { frequency: 'fortnightly' } },
        { ...wire.items[0], id: 'c', subscription: { frequency: 'monthly' } },
      ],
    });
    expect(cart.items.map((item) => [item.subscription, item.rental])).toEqual([
      [{ frequency: 'weekly', interval: 2 }, { months: 12 }],
      [null, null],
      [{ frequency: 'monthly', interval: 1 }, null],
    ]);
  });

  it('names the field whose amount cannot be read', () => {
    const result = v.safeParse(CartSchema, { ...wire, currency: 'ZZZ', items: [] });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(['sum_total_due', 'voucher.discount']);
  });

  it('rejects a negative or fractional quantity', () => {
    for (const quantity of [-1, 1.5]) {
      const items = [{ ...wire.items[0], quantity }];
      expect(v.safeParse(CartSchema, { ...wire, items }).success).toBe(false);
    }
  });
});
