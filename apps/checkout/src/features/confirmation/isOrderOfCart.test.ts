import type { OrderConfirmation } from '@checkout/api-client';
import { describe, expect, it } from 'vitest';
import { isOrderOfCart } from './isOrderOfCart';

const ofCart = (cartId: string | null) => ({ order: { cart_id: cartId }, items: [] }) as unknown as OrderConfirmation;

describe('isOrderOfCart', () => {
  it('is true only for an order naming the cart', () => {
    expect(isOrderOfCart(ofCart('cart-1'), 'cart-1')).toBe(true);
    expect(isOrderOfCart(ofCart('cart-2'), 'cart-1')).toBe(false);
    expect(isOrderOfCart(ofCart('Cart-1'), 'cart-1')).toBe(false);
  });

  it('is false for an order that names no cart', () => {
    expect(isOrderOfCart(ofCart(null), 'cart-1')).toBe(false);
    expect(isOrderOfCart(ofCart(null), '')).toBe(false);
  });
});
