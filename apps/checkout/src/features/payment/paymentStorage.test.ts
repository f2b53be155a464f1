import type { OrderConfirmation } from '@checkout/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { cartStorageKey, writeCartRecord } from '../checkout/cartStorage';
import { paymentStorage } from './paymentStorage';

/** An open order of `cartId` (`null`: an answer that does not name its cart). */
const orderOf = (id: string, cartId: string | null): OrderConfirmation => ({
  order: {
    id,
    cart_id: cartId,
    number: id.toUpperCase(),
    status: 'open',
    currency: 'EUR',
    sum_total_due: { amount: 12_991, currency: 'EUR' },
    created_at: null,
    shipping_method: null,
    delivery: null,
    voucher: null,
    billing_address: { first_name: 'Grace', last_name: 'Hopper' },
    shipping_address: null,
  },
  items: [],
});

afterEach(() => sessionStorage.clear());

describe('paymentStorage: the kept confirmation is only ever this cart’s order', () => {
  it('keeps a confirmation of this cart, and reads it back', () => {
    paymentStorage.saveConfirmation('demo', 'cart-1', orderOf('ord_1', 'cart-1'));
    expect(paymentStorage.readConfirmation('demo', 'cart-1')?.order.id).toBe('ord_1');
  });

  it.each([
    ['another cart', 'cart-2'],
    ['no cart', null],
  ])('keeps nothing of an order of %s', (_name, cartId) => {
    paymentStorage.saveConfirmation('demo', 'cart-1', orderOf('ord_other', cartId));
    expect(sessionStorage.getItem(cartStorageKey('confirmation', { apiKey: 'demo', cartId: 'cart-1' }))).toBeNull();
    expect(paymentStorage.readConfirmation('demo', 'cart-1')).toBeNull();
  });

  it('never replaces the kept confirmation of this cart with another cart’s order', () => {
    paymentStorage.saveConfirmation('demo', 'cart-1', orderOf('ord_1', 'cart-1'));
    paymentStorage.saveConfirmation('demo', 'cart-1', orderOf('ord_other', 'cart-2'));
    expect(paymentStorage.readConfirmation('demo', 'cart-1')?.order.id).toBe('ord_1');
  });

  it('does not show a kept record whose order names another cart or none (planted, or kept before orders named it)', () => {
    const scope = { apiKey: 'demo', cartId: 'cart-1' };
    writeCartRecord(sessionStorage, 'confirmation', scope, orderOf('ord_other', 'cart-2'));
    expect(paymentStorage.readConfirmation('demo', 'cart-1')).toBeNull();
    const { cart_id: _dropped, ...unnamed } = orderOf('ord_old', null).order;
    writeCartRecord(sessionStorage, 'confirmation', scope, { order: unnamed, items: [] });
    expect(paymentStorage.readConfirmation('demo', 'cart-1')).toBeNull();
  });
});
