import { checkoutRoutes, checkoutRouteUrl } from '@checkout/api-client';
import { describe, expect, it } from 'vitest';
import { featureFlagsRequestUrl } from '../../src/early/earlyReads';
import { COUNTRY_SLOT, type EarlyReadsPlan } from '../../src/early/earlyReadsPlan';
import { readRuntimeConfig } from '../readRuntimeConfig';
import {
  addFetchPreloads,
  addInlineScript,
  confirmationOrderRead,
  dataPreloads,
  earlyReadsPlan,
  earlyReadsScript,
} from './dataPreloads';

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

  it.each(['/en/key-1/update-payment-method', '/de/key-1/updated-successfully', '/en/key-1/redirected-payment-update'])(
    'preloads the merchant reads the update page %s loads',
    (path) => {
      expect(dataPreloads(base, path)).toEqual([
        'https://api.example/api/key-1/locale',
        'https://api.example/api/key-1/styling',
        'https://api.example/api/key-1/theme',
        `https://api.example/api/key-1/payments/${path.split('/')[1]}`,
      ]);
    },
  );

  it.each([
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

describe('confirmationOrderRead', () => {
  const search = (query: string) => new URLSearchParams(query);

  it('reads the order of the confirmation’s order_id, as the URL the client calls', () => {
    expect(confirmationOrderRead(base, '/en/key-1/cart-1/order-confirmation', search('order_id=ord_1'))).toBe(
      checkoutRouteUrl(base, checkoutRoutes.getOrder, { api_key: 'key-1', order_id: 'ord_1' }),
    );
  });

  it.each([
    ['/en/key-1/cart-1/order-confirmation', ''],
    ['/en/key-1/cart-1/order-confirmation', 'order_id=../../admin'],
    ['/en/key-1/cart-1/order-confirmation', `order_id=${'x'.repeat(65)}`],
    ['/en/key-1/cart-1', 'order_id=ord_1'],
    ['/en/key%201/cart-1/order-confirmation', 'order_id=ord_1'],
  ])('reads nothing for %s?%s', (path, query) => {
    expect(confirmationOrderRead(base, path, search(query))).toBeNull();
  });
});

describe('addFetchPreloads', () => {
  it('adds escaped fetch preloads to the head', () => {
    expect(addFetchPreloads('<head></head>', ['https://a.example/x?a=1&b="2"'])).toBe(
      '<head><link rel="preload" as="fetch" crossorigin href="https://a.example/x?a=1&amp;b=&quot;2&quot;"></head>',
    );
  });
});

describe('earlyReadsPlan', () => {
  const config = readRuntimeConfig({});
  const page = 'http://127.0.0.1:4600/en/demo-all/cart-1';
  const apiBase = config.checkoutApiBase;

  it('plans the reads of the checkout page as the URLs the app calls, the flags with the client key', () => {
    const plan = earlyReadsPlan(config, '/en/demo-all/cart-1', page);
    const cart = { api_key: 'demo-all', cart_id: 'cart-1' };
    expect(plan).toEqual({
      lang: 'en',
      scope: { apiKey: 'demo-all', cartId: 'cart-1' },
      cart: checkoutRouteUrl(apiBase, checkoutRoutes.getCart, cart),
      paymentOptions: checkoutRouteUrl(apiBase, checkoutRoutes.getPaymentOptions, {
        api_key: 'demo-all',
        locale: 'en',
      }),
      flags: {
        url: featureFlagsRequestUrl(config.featureFlagsUrl ?? '', 'demo-all'),
        headers: { accept: 'application/json', authorization: 'sandbox-client-key' },
      },
      deliveryDates: checkoutRouteUrl(apiBase, checkoutRoutes.getDeliveryDates, {
        api_key: 'demo-all',
        order_id: 'cart-1',
      }),
      shippingMethods: expect.stringContaining(COUNTRY_SLOT),
    });
    for (const country of ['DE', 'NO', 'GB'])
      expect(plan?.shippingMethods.replace(COUNTRY_SLOT, country)).toBe(
        checkoutRouteUrl(apiBase, checkoutRoutes.getShippingMethodsForCountry, { ...cart, country }),
      );
  });

  it.each([
    '/en/demo-all/cart-1/order-confirmation',
    '/en/demo-all/update-payment-method',
    '/en/cart/create',
    '/en/key%ZZ/cart-1',
  ])('plans none on %s', (path) => {
    expect(earlyReadsPlan(config, path, page)).toBeNull();
  });

  it('reads no flags without a flag service', () => {
    expect(earlyReadsPlan({ ...config, featureFlagsUrl: null }, '/en/demo-all/cart-1', page)?.flags).toBeNull();
  });
});

describe('earlyReadsScript', () => {
  const plan = earlyReadsPlan(readRuntimeConfig({}), '/en/demo-all/cart-1', 'http://127.0.0.1:4600/') as EarlyReadsPlan;
  const bundle = 'var checkoutEarly={startEarlyReads:function(p){window.started=p}};';

  it('calls the bundle with the plan', () => {
    const window: { started?: unknown } = {};
    new Function('window', earlyReadsScript(bundle, plan) ?? '')(window);
    expect(window.started).toEqual(plan);
  });

  it('cannot be closed by what the plan holds', () => {
    const hostile = { ...plan, cart: 'https://x.example/</script><script>alert(1)//' };
    const script = earlyReadsScript(bundle, hostile) ?? '';
    expect(script.slice(bundle.length)).not.toContain('<');
    const window: { started?: EarlyReadsPlan } = {};
    new Function('window', script)(window);
    expect(window.started?.cart).toBe(hostile.cart);
  });

  it('inlines nothing without a bundle or a plan, or with a bundle that could end the script', () => {
    expect(earlyReadsScript(null, plan)).toBeNull();
    expect(earlyReadsScript(bundle, null)).toBeNull();
    expect(earlyReadsScript('var s="</SCRIPT>"', plan)).toBeNull();
  });

  it('goes into the head as a script', () => {
    expect(addInlineScript('<head></head>', 'go()')).toBe('<head><script>go()</script></head>');
    expect(addInlineScript('<head></head>', null)).toBe('<head></head>');
  });
});
