import { describe, expect, it } from 'vitest';
import { CheckoutApiError } from '../CheckoutApiError';
import { checkoutRoutes } from './checkoutRoutes';
import { checkoutRouteUrl } from './checkoutRouteUrl';

describe('checkoutRouteUrl', () => {
  it('fills the route template under the base, without a doubled slash', () => {
    expect(checkoutRouteUrl('https://api.example/', checkoutRoutes.getCart, { api_key: 'k1', cart_id: 'c-1' })).toBe(
      'https://api.example/api/k1/cart/c-1',
    );
    expect(
      checkoutRouteUrl('https://api.example', checkoutRoutes.getPaymentOptions, { api_key: 'k1', locale: 'de' }),
    ).toBe('https://api.example/api/k1/payments/de');
  });

  it('refuses an unsafe parameter instead of building a URL with it', () => {
    expect(() =>
      checkoutRouteUrl('https://api.example', checkoutRoutes.getCart, { api_key: '..', cart_id: 'c' }),
    ).toThrow(CheckoutApiError);
  });
});
