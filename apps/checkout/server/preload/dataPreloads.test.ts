import { describe, expect, it } from 'vitest';
import { featureFlagsRequestUrl } from '../../src/app/earlyFlagsRead';
import { readRuntimeConfig } from '../readRuntimeConfig';
import { addFetchPreloads, addInlineScript, dataPreloads, earlyFlagsRead } from './dataPreloads';

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

describe('earlyFlagsRead', () => {
  const config = readRuntimeConfig({});
  const page = 'http://127.0.0.1:4600/en/demo-all/cart-1';

  it('starts the flag read of the page’s merchant on the checkout page, with the client key', () => {
    const script = earlyFlagsRead(config, '/en/demo-all/cart-1', page) ?? '';
    expect(script).toContain(JSON.stringify(featureFlagsRequestUrl(config.featureFlagsUrl ?? '', 'demo-all')));
    expect(script).toContain('"authorization":"sandbox-client-key"');
  });

  it.each(['/en/demo-all/cart-1/order-confirmation', '/en/demo-all/update-payment-method', '/en/cart/create'])(
    'starts none on %s',
    (path) => {
      expect(earlyFlagsRead(config, path, page)).toBeNull();
    },
  );

  it('starts none without a flag service', () => {
    expect(earlyFlagsRead({ ...config, featureFlagsUrl: null }, '/en/demo-all/cart-1', page)).toBeNull();
  });

  it('goes into the head as a script', () => {
    expect(addInlineScript('<head></head>', 'go()')).toBe('<head><script>go()</script></head>');
    expect(addInlineScript('<head></head>', null)).toBe('<head></head>');
  });
});
