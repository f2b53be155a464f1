import type { ChosenDetails } from '@checkout/checkout-core';
import { describe, expect, it } from 'vitest';
import { chosenDetailsOf } from './chosenDetailsOf';

const none: ChosenDetails = {
  shipping_method: null,
  delivery: null,
  voucher: null,
  billing_address: null,
  shipping_address: null,
};
const kept: ChosenDetails = {
  shipping_method: { id: 'standard', name: 'Standard delivery', price: { amount: 490, currency: 'EUR' } },
  delivery: { date: '2026-11-24', timeslot: '08:00-12:00' },
  voucher: { code: 'SAVE5', discount: { amount: 500, currency: 'EUR' } },
  billing_address: { first_name: 'Ada', city: 'München' },
  shipping_address: { first_name: 'Ada', city: 'München' },
};
const order = {
  id: 'ord_1',
  cart_id: 'cart-1',
  number: null,
  status: 'open',
  currency: 'EUR',
  sum_total_due: { amount: 100, currency: 'EUR' },
  created_at: null,
  ...none,
};

describe('chosenDetailsOf', () => {
  it('falls back, field by field, to what the tab kept when the order read does not say', () => {
    expect(chosenDetailsOf(order, kept)).toEqual(kept);
    expect(chosenDetailsOf(null, kept)).toEqual(kept);
  });

  it("prefers the platform's word: it is what was ordered", () => {
    const voucher = { code: 'WELCOME10', discount: { amount: 890, currency: 'EUR' } };
    expect(chosenDetailsOf({ ...order, voucher }, kept)).toEqual({ ...kept, voucher });
  });

  it('shows nothing it does not know', () => {
    expect(chosenDetailsOf(order, null)).toEqual(none);
  });
});
