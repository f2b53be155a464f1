// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../readRuntimeConfig';
import { describePage } from '../testing/describePage';
import { merchantAssetsFor } from './merchantAssetsFor';
import { readSecurityOptions } from './readSecurityOptions';
import { SANDBOX_WIDGET_INTEGRITY } from './sandboxMerchantFiles';

const production = readRuntimeConfig({ CHECKOUT_API_BASE: 'https://api.platform.example' });
const sandbox = readRuntimeConfig({});
const integrity = `sha384-${'Q'.repeat(64)}`;
const widget = { src: 'https://static.shop.example/widget.v3.js?v=3', integrity };
const env = {
  MERCHANT_SCRIPT_HOSTS: JSON.stringify({
    shop: [
      'https://cdn.shop.example',
      'javascript:alert(1)',
      widget,
      { src: 'http://static.shop.example/insecure.js', integrity },
      { src: 'https://static.shop.example/no-hash.js' },
      { src: 'https://static.shop.example/bad-hash.js', integrity: 'md5-abc' },
      { src: 'https://static.shop.example/sha256.js', integrity: `sha256-${'A'.repeat(43)}=` },
      { src: 'https://static.shop.example/short.js', integrity: 'sha384-abc' },
      { src: 'https://u:p@static.shop.example/creds.js', integrity },
      42,
    ],
    __proto__: [widget],
    other: 'https://not-a-list.example',
  }),
};
const options = readSecurityOptions(env, production);

describe('readSecurityOptions for merchant scripts', () => {
  it('keeps only files pinned by exact URL and sha384, and drops every origin and everything else', () => {
    expect(options.merchantScriptFiles.shop).toEqual([widget]);
    expect(options.merchantScriptFiles.other).toEqual([]);
    expect(options.defaultMerchantFiles).toEqual([]);
  });

  it('pins the sandbox’s demo widget for every merchant against the sandbox, unless configured', () => {
    const widgetUrl = 'http://127.0.0.1:4010/sandbox/merchant/widget.js';
    expect(readSecurityOptions({}, sandbox).defaultMerchantFiles).toEqual([
      { src: widgetUrl, integrity: SANDBOX_WIDGET_INTEGRITY },
      { src: `${widgetUrl}?copy=tampered`, integrity: SANDBOX_WIDGET_INTEGRITY },
    ]);
    expect(readSecurityOptions(env, sandbox).defaultMerchantFiles).toEqual([]);
    expect(readSecurityOptions({}, production).defaultMerchantFiles).toEqual([]);
  });
});

const facts = (path: string) => describePage(new URL(path, 'https://checkout.test'));

describe('merchantAssetsFor', () => {
  it.each([
    ['/en/shop/cart-1', true],
    ['/en/shop/cart-1/stripe-redirected', true],
    ['/en/shop/cart-1/order-confirmation', true],
    ['/en/shop/update-payment-method', false],
    ['/en/shop/updated-successfully', false],
    ['/en/cart/create', false],
  ])('on %s approves the merchant’s pinned files: %s', (path, approved) => {
    const assets = merchantAssetsFor(facts(path).kind, 'shop', options);
    expect(assets).toEqual(approved ? { apiKey: 'shop', files: [widget] } : null);
  });

  it('approves nothing for a merchant without a list, whatever its api key', () => {
    for (const apiKey of ['unknown', 'constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(merchantAssetsFor('payment', apiKey, options)).toEqual({ apiKey, files: [] });
    }
  });

  it('approves the sandbox’s pinned widget, never the sandbox’s origin, and nothing on the update page', () => {
    const sandboxOptions = readSecurityOptions({}, sandbox);
    expect(merchantAssetsFor('payment', 'demo-hostile', sandboxOptions)).toEqual({
      apiKey: 'demo-hostile',
      files: sandboxOptions.defaultMerchantFiles,
    });
    expect(merchantAssetsFor('payment', 'demo-hostile', readSecurityOptions({}, production))).toEqual({
      apiKey: 'demo-hostile',
      files: [],
    });
    expect(merchantAssetsFor('update', 'demo-hostile', sandboxOptions)).toBeNull();
  });
});
