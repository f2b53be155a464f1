import { describe, expect, it } from 'vitest';
import { addFetchPreloads, dataPreloads } from './dataPreloads';

const base = 'https://api.example';

describe('dataPreloads', () => {
  it("preloads the merchant's overrides, theme, payment options, the cart and its shipping countries on the checkout page", () => {
    expect(dataPreloads(base, '/de/key-1/cart-1')).toEqual([
      'https://api.example/api/key-1/locale',
      'https://api.example/api/key-1/styling',
      'https://api.example/api/key-1/theme',
      'https://api.example/api/key-1/payments/de',
      'https://api.example/api/key-1/cart/cart-1',
      'https://api.example/api/key-1/cart/cart-1/shipping-countries',
    ]);
  });

  it('preloads only the merchant reads on other pages of the merchant layout', () => {
    expect(dataPreloads(base, '/en/key-1/cart-1/order-confirmation')).toHaveLength(4);
  });

  it.each([
    '/en/key-1/update-payment-method',
    '/en/cart/create',
    '/en',
    '/xx/key-1/cart-1',
    '/en/..%2f..%2fadmin/cart-1',
    `/en/${'k'.repeat(200)}/cart-1`,
    '/en/key%ZZ/cart-1',
  ])('preloads nothing for %s', (path) => {
    expect(dataPreloads(base, path)).toEqual([]);
  });
});

describe('addFetchPreloads', () => {
  it('adds escaped fetch preloads to the head', () => {
    expect(addFetchPreloads('<head></head>', ['https://a.example/x?a=1&b="2"'])).toBe(
      '<head><link rel="preload" as="fetch" crossorigin href="https://a.example/x?a=1&amp;b=&quot;2&quot;"></head>',
    );
  });
});
