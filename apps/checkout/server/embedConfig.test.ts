// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { embedConfig } from './embedConfig';
import { readProviderDirectory } from './providers/readProviderDirectory';
import { readRuntimeConfig } from './readRuntimeConfig';
import { readSecurityOptions } from './security/readSecurityOptions';
import { describePage } from './testing/describePage';

const facts = (path: string) => describePage(new URL(path, 'https://checkout.test'));
const config = readRuntimeConfig({ CHECKOUT_API_BASE: 'https://api.platform.example' });
const widget = { src: 'https://cdn.shop.example/widget.js', integrity: `sha384-${'Q'.repeat(64)}` };
const security = readSecurityOptions({ MERCHANT_SCRIPT_HOSTS: JSON.stringify({ shop: [widget] }) }, config);
const shell = '<html><head></head><body></body></html>';
const embedded = (html: string) =>
  JSON.parse(/<script id="checkout-config" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe('embedConfig', () => {
  it('embeds the configuration, with the merchant’s pinned files on its checkout page', () => {
    expect(embedded(embedConfig(shell, config, { page: facts('/en/shop/cart-1'), security }))).toEqual({
      ...config,
      merchantAssets: { apiKey: 'shop', files: [widget] },
    });
  });

  it('embeds no merchant assets on the update page, for a merchant without a list, or without a page', () => {
    expect(embedded(embedConfig(shell, config, { page: facts('/en/shop/update-payment-method'), security }))).toEqual(
      config,
    );
    expect(embedded(embedConfig(shell, config, { page: facts('/en/other/cart-1'), security }))).toEqual(config);
    expect(embedded(embedConfig(shell, config))).toEqual(config);
  });

  it('embeds the public provider values of the page’s merchant (ADR 0012)', () => {
    const providers = readProviderDirectory(
      { ADYEN_CLIENT_KEY: 'live_GLOBAL12', PROVIDER_CONFIG_FILE: '/p.json' },
      {
        sandbox: false,
        readFile: () => JSON.stringify({ shop: { adyen: { clientKey: 'live_SHOP1234', environment: 'live-us' } } }),
      },
    );
    const page = (path: string) =>
      embedded(embedConfig(shell, config, { page: facts(path), security, providers })).providers;
    expect(page('/en/shop/cart-1').adyen).toEqual({ clientKey: 'live_SHOP1234', environment: 'live-us' });
    expect(page('/de/shop/update-payment-method').adyen).toEqual({
      clientKey: 'live_SHOP1234',
      environment: 'live-us',
    });
    expect(page('/en/other/cart-1').adyen).toEqual({ clientKey: 'live_GLOBAL12', environment: 'live' });
  });

  it('cannot be closed early by a value', () => {
    const html = embedConfig(shell, { ...config, captchaSiteKey: '</script><script>alert(1)</script>' });
    expect(html).not.toContain('<script>alert(1)');
    expect(embedded(html).captchaSiteKey).toBe('</script><script>alert(1)</script>');
  });
});
