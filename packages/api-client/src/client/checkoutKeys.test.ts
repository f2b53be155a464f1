import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutKeys } from './checkoutKeys';

function startsWith(key: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.every((part, index) => key[index] === part);
}

describe('checkoutKeys', () => {
  it('nests every cart key under the cart, and the cart under its merchant', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (apiKey, cartId, alpha2) => {
        const cart = checkoutKeys.cart(apiKey, cartId);
        expect(startsWith(cart, checkoutKeys.merchant(apiKey))).toBe(true);
        for (const key of [
          checkoutKeys.stock(apiKey, cartId),
          checkoutKeys.shippingCountries(apiKey, cartId),
          checkoutKeys.shippingMethods(apiKey, cartId),
          checkoutKeys.shippingMethods(apiKey, cartId, alpha2),
          checkoutKeys.stripeData(apiKey, cartId),
          checkoutKeys.stripeKey(apiKey, cartId),
          checkoutKeys.braintreeData(apiKey, cartId),
          checkoutKeys.paypalData(apiKey, cartId),
        ]) {
          expect(startsWith(key, cart)).toBe(true);
        }
      }),
    );
  });

  it('keeps the keys of two carts apart', () => {
    expect(checkoutKeys.cart('k', 'a')).not.toEqual(checkoutKeys.cart('k', 'b'));
    expect(startsWith(checkoutKeys.stock('k', 'a'), checkoutKeys.cart('k', 'b'))).toBe(false);
  });

  it('puts delivery dates under their order', () => {
    expect(startsWith(checkoutKeys.deliveryDates('k', 'o1'), checkoutKeys.order('k', 'o1'))).toBe(true);
  });
});
