import { describe, expect, it } from 'vitest';
import type { SdkName } from '../contract/SdkLoader';
import { defaultSdkUrls } from './defaultSdkUrls';
import { resolveSdkUrl } from './resolveSdkUrl';

const names: SdkName[] = ['stripe', 'adyen', 'braintree-dropin', 'paypal'];

describe('resolveSdkUrl', () => {
  it.each(names)('loads the sandbox double of %s in sandbox mode', (name) => {
    expect(resolveSdkUrl(name, { mode: 'sandbox', sandboxOrigin: 'http://127.0.0.1:4010' })).toBe(
      `http://127.0.0.1:4010/sandbox/sdk/${name}.js`,
    );
  });

  it.each(names)('loads the official %s script in production', (name) => {
    const url = resolveSdkUrl(name, { mode: 'production', sandboxOrigin: 'http://127.0.0.1:4010' });
    expect(url).toBe(new URL(defaultSdkUrls[name]).href);
    expect(url.startsWith('https://')).toBe(true);
  });

  it('uses a configured production URL', () => {
    const urls = { adyen: 'https://checkoutshopper-test.cdn.adyen.com/checkoutshopper/sdk/6.45.0/adyen.js' };
    expect(resolveSdkUrl('adyen', { mode: 'production', urls })).toBe(urls.adyen);
  });

  it.each([
    'http://127.0.0.1:4010/sandbox/sdk/stripe.js',
    'https://cdn.example.com/sandbox/sdk/stripe.js',
    'http://js.stripe.com/v3/',
    'not a url',
  ])('never loads a double or an insecure script in production: %s', (stripe) => {
    expect(() =>
      resolveSdkUrl('stripe', { mode: 'production', urls: { stripe }, sandboxOrigin: 'http://127.0.0.1:4010' }),
    ).toThrow(expect.objectContaining({ code: 'sdk_unavailable' }));
  });

  it('refuses the sandbox origin itself in production', () => {
    expect(() =>
      resolveSdkUrl('paypal', {
        mode: 'production',
        urls: { paypal: 'https://sandbox.example.com/paypal.js' },
        sandboxOrigin: 'https://sandbox.example.com',
      }),
    ).toThrow(expect.objectContaining({ code: 'sdk_unavailable' }));
  });

  it('needs the sandbox origin in sandbox mode', () => {
    expect(() => resolveSdkUrl('stripe', { mode: 'sandbox' })).toThrow(
      expect.objectContaining({ code: 'sdk_unavailable' }),
    );
  });
});
