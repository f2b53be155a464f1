import type { WireContact } from '@checkout/api-client';
import { CartSchema } from '@checkout/api-client/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { chosenAtPay } from './chosenAtPay';

const cart = v.parse(CartSchema, {
  id: 'cart-1',
  currency: 'EUR',
  items: [{ id: 'a', sku: 'tripod', name: 'Tripod', quantity: 1, price: '89.00' }],
  sum_total_due: '88.90',
  voucher: { code: 'SAVE5', discount: '5.00' },
  shipping: { country: 'DE', method_id: 'standard', price: '4.90' },
});
const methods = [
  { id: 'standard', name: 'Standard delivery', price: { amount: 490, currency: 'EUR' } },
  { id: 'express', name: 'Express delivery', price: { amount: 990, currency: 'EUR' } },
];
const address = { first_name: 'Ada', last_name: 'Lovelace', city: 'München', alpha2: 'DE' };
const contact: WireContact = {
  email: 'ada@example.com',
  address: { billing: address, shipping: { ...address, city: 'Köln' } },
};

describe('chosenAtPay', () => {
  it("keeps the cart's shipping method and voucher at the cart's prices, the delivery and both addresses", () => {
    const values = { shippingMethodId: 'standard', deliveryDate: '2026-11-24', deliverySlot: '08:00-12:00' };
    expect(chosenAtPay({ cart, methods, values, contact })).toEqual({
      shipping_method: { id: 'standard', name: 'Standard delivery', price: { amount: 490, currency: 'EUR' } },
      delivery: { date: '2026-11-24', timeslot: '08:00-12:00' },
      voucher: { code: 'SAVE5', discount: { amount: 500, currency: 'EUR' } },
      billing_address: address,
      shipping_address: { ...address, city: 'Köln' },
    });
  });

  it('keeps no delivery, method or address the shopper has not given', () => {
    const values = { shippingMethodId: null, deliveryDate: null, deliverySlot: null };
    const bare = { ...cart, shipping: null, voucher: null };
    expect(chosenAtPay({ cart: bare, methods, values, contact: null })).toEqual({
      shipping_method: null,
      delivery: null,
      voucher: null,
      billing_address: null,
      shipping_address: null,
    });
  });
});
