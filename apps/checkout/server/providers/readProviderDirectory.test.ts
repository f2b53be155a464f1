import { describe, expect, it } from 'vitest';
import { readProviderDirectory } from './readProviderDirectory';

const files = (content: Record<string, string>) => (path: string) => {
  const found = content[path];
  if (found === undefined) throw new Error(`ENOENT: ${path}`);
  return found;
};
const none = files({});
const merchantFile = JSON.stringify({
  shop: {
    adyen: { clientKey: 'live_SHOPKEY1', environment: 'live-us' },
    stripe: { publishableKey: 'pk_live_shop' },
  },
  other: { paypal: { clientId: 'other-client-id-1' } },
});

describe('readProviderDirectory', () => {
  it('gives a merchant its own values first, then the global ones (ADR 0012)', () => {
    const directory = readProviderDirectory(
      {
        ADYEN_CLIENT_KEY: 'live_GLOBALKEY',
        ADYEN_ENVIRONMENT: 'live-au',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_global',
        PAYPAL_CLIENT_ID: 'global-client-id',
        PROVIDER_CONFIG_FILE: '/etc/providers.json',
      },
      { sandbox: false, readFile: files({ '/etc/providers.json': merchantFile }) },
    );
    expect(directory.forMerchant('shop')).toEqual({
      adyen: { clientKey: 'live_SHOPKEY1', environment: 'live-us' },
      stripe: { publishableKey: 'pk_live_shop' },
      paypal: { clientId: 'global-client-id' },
    });
    expect(directory.forMerchant('other')).toEqual({
      adyen: { clientKey: 'live_GLOBALKEY', environment: 'live-au' },
      stripe: { publishableKey: 'pk_live_global' },
      paypal: { clientId: 'other-client-id-1' },
    });
    expect(directory.forMerchant('__proto__')).toEqual(directory.global);
    expect(directory.global.adyen).toEqual({ clientKey: 'live_GLOBALKEY', environment: 'live-au' });
  });

  it('configures nothing against a real platform unless told, and the sandbox’s keys against the sandbox', () => {
    expect(readProviderDirectory({}, { sandbox: false, readFile: none }).forMerchant('shop')).toEqual({
      adyen: null,
      stripe: null,
      paypal: null,
    });
    expect(readProviderDirectory({}, { sandbox: true, readFile: none }).forMerchant('demo-all')).toEqual({
      adyen: { clientKey: 'test_sandbox', environment: 'test' },
      stripe: { publishableKey: 'pk_test_sandbox_demo-all' },
      paypal: null,
    });
  });

  it('defaults Adyen to the live environment', () => {
    const directory = readProviderDirectory({ ADYEN_CLIENT_KEY: 'live_KEY1234' }, { sandbox: false, readFile: none });
    expect(directory.global.adyen).toEqual({ clientKey: 'live_KEY1234', environment: 'live' });
  });

  it.each([
    [{ STRIPE_PUBLISHABLE_KEY: 'sk_live_secret' }, /publishableKey must be a publishable key .*never a secret key/],
    [{ STRIPE_PUBLISHABLE_KEY: 'rk_live_restricted' }, /never a secret key/],
    [{ ADYEN_CLIENT_KEY: 'AQE1secretApiKey' }, /clientKey must be a client key/],
    [
      { ADYEN_CLIENT_KEY: 'test_KEY1234', ADYEN_ENVIRONMENT: 'live' },
      /a test_ client key goes with the test environment/,
    ],
    [
      { ADYEN_CLIENT_KEY: 'live_KEY1234', ADYEN_ENVIRONMENT: 'live-eu' },
      /environment must be one of test, live, live-us/,
    ],
    [{ PAYPAL_CLIENT_ID: 'x y' }, /clientId must be a PayPal client id/],
  ])('stops on a value that is not a public one, without echoing it: %o', (env, message) => {
    const read = () => readProviderDirectory(env, { sandbox: false, readFile: none });
    expect(read).toThrow(message);
    for (const value of Object.values(env)) {
      if (value.length > 6) expect(read).not.toThrow(value);
    }
  });

  it.each([
    ['a missing file', files({}), /is not a readable JSON file/],
    ['malformed JSON', files({ '/p.json': '{' }), /is not a readable JSON file/],
    ['an unknown provider', files({ '/p.json': '{"shop":{"mollie":{}}}' }), /PROVIDER_CONFIG_FILE \(\/p\.json\): shop/],
    [
      'a secret key for one merchant',
      files({ '/p.json': '{"shop":{"stripe":{"publishableKey":"sk_test_x"}}}' }),
      /shop\.stripe\.publishableKey must be a publishable key/,
    ],
  ])('stops on %s in PROVIDER_CONFIG_FILE', (_name, readFile, message) => {
    expect(() => readProviderDirectory({ PROVIDER_CONFIG_FILE: '/p.json' }, { sandbox: false, readFile })).toThrow(
      message,
    );
  });
});
