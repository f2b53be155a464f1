import { describe, expect, it } from 'vitest';
import { platformCallOf } from './platformCallOf';

describe('platformCallOf', () => {
  it('names a platform request by the api-client function it is, without its ids', () => {
    expect(platformCallOf('GET', 'https://api.example/api/key-1/cart/c-9')).toBe('getCart');
    expect(platformCallOf('GET', 'https://api.example/base/api/key-1/cart/c-9/shipping-countries')).toBe(
      'getShippingCountries',
    );
    expect(platformCallOf('GET', 'https://api.example/api/key-1/payments/de')).toBe('getPaymentOptions');
    expect(platformCallOf('GET', 'https://api.example/api/key-1/order/o-1')).toBe('getOrder');
    expect(platformCallOf('POST', 'https://api.example/api/key-1/data-layer?step=1')).toBe('pushDataLayer');
  });

  it('tells calls on one path apart by method, and says `other` for an unknown one', () => {
    expect(platformCallOf('GET', 'https://api.example/api/key-1/cart/c-9')).not.toBe(
      platformCallOf('PUT', 'https://api.example/api/key-1/cart/c-9'),
    );
    expect(platformCallOf('GET', 'https://api.example/somewhere/else')).toBe('other');
    expect(platformCallOf('GET', 'not a url')).toBe('other');
  });
});
