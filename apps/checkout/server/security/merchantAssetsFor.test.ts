// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../readRuntimeConfig';
import { classifyPage } from './classifyPage';
import { merchantAssetsFor } from './merchantAssetsFor';
import { readSecurityOptions } from './readSecurityOptions';

const production = readRuntimeConfig({ CHECKOUT_API_BASE: 'https://api.platform.example' });
const sandbox = readRuntimeConfig({});
const widget = {
  src: 'https://static.shop.example/widget.v3.js',
  integrity: 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K',
};
const env = {
  MERCHANT_SCRIPT_HOSTS: JSON.stringify({
    shop: [
      'https://cdn.shop.example',
      'http://cdn.shop.example',
      'https://cdn.shop.example/path',
      'javascript:alert(1)',
      widget,
      { src: 'http://static.shop.example/insecure.js', integrity: widget.integrity },
      { src: 'https://static.shop.example/no-hash.js' },
      { src: 'https://static.shop.example/bad-hash.js', integrity: 'md5-abc' },
      { src: 'https://u:p@static.shop.example/creds.js', integrity: widget.integrity },
      42,
    ],
    __proto__: ['https://proto.example'],
    other: 'https://not-a-list.example',
  }),
};
const options = readSecurityOptions(env, production);

describe('readSecurityOptions for merchant scripts', () => {
  it('keeps https origins and pinned files with a valid integrity, and drops everything else', () => {
    expect(options.merchantScriptHosts.shop).toEqual(['https://cdn.shop.example']);
    expect(options.merchantScriptFiles.shop).toEqual([widget]);
    expect(options.merchantScriptHosts.other).toEqual([]);
  });
});

describe('merchantAssetsFor', () => {
  it.each([
    ['/en/shop/cart-1', true],
    ['/en/shop/cart-1/stripe-redirected', true],
    ['/en/shop/cart-1/order-confirmation', true],
    ['/en/shop/update-payment-method', false],
    ['/en/shop/updated-successfully', false],
    ['/en/cart/create', false],
  ])('on %s approves the merchant’s list: %s', (path, approved) => {
    const assets = merchantAssetsFor(classifyPage(path), 'shop', production, options);
    expect(assets).toEqual(approved ? { apiKey: 'shop', hosts: ['https://cdn.shop.example'], files: [widget] } : null);
  });

  it('approves nothing for a merchant without a list, whatever its api key', () => {
    for (const apiKey of ['unknown', 'constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(merchantAssetsFor('payment', apiKey, production, options)).toEqual({ apiKey, hosts: [], files: [] });
    }
  });

  it('approves the sandbox origin only when the server runs against the sandbox', () => {
    const sandboxOptions = readSecurityOptions({}, sandbox);
    expect(merchantAssetsFor('payment', 'demo-hostile', sandbox, sandboxOptions)?.hosts).toEqual([
      'http://127.0.0.1:4010',
    ]);
    expect(
      merchantAssetsFor('payment', 'demo-hostile', production, readSecurityOptions({}, production))?.hosts,
    ).toEqual([]);
    expect(merchantAssetsFor('update', 'demo-hostile', sandbox, sandboxOptions)).toBeNull();
  });
});
