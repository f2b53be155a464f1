import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redirectBypasses as bypasses } from '../testing/redirectBypasses';
import { createRedirectAllowlist } from './createRedirectAllowlist';
import { isAllowedRedirect } from './isAllowedRedirect';
import { providerRedirectOrigins } from './providerRedirectOrigins';

const allowlist = createRedirectAllowlist({ sandboxOrigin: 'http://127.0.0.1:4010' });
const onList = [...allowlist.origins];

describe('isAllowedRedirect', () => {
  it('refuses every URL of the bypass corpus', () => {
    expect(bypasses.length).toBeGreaterThanOrEqual(40);
    const accepted = bypasses.filter((url) => isAllowedRedirect(url, allowlist));
    expect(accepted).toEqual([]);
  });

  it.each([
    'https://checkout.stripe.com/c/pay/cs_test_a1#fidkdWxOYHwnPyd1blpxYHZxWjA0',
    'https://hooks.stripe.com/3d_secure_2/hosted?merchant=acct_1',
    'https://checkoutshopper-live.adyen.com/checkoutshopper/threeDS/redirect',
    'https://www.mollie.com/checkout/select-method/7UhSN1zuXS',
    'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T',
    'https://assets.braintreegateway.com/web/3ds/redirect.html',
    'http://127.0.0.1:4010/sandbox/mollie/checkout/tr_1',
    'https://www.paypal.com',
    'https://www.paypal.com?token=1',
  ])('follows a documented provider page: %s', (url) => {
    expect(isAllowedRedirect(url, allowlist)).toBe(true);
  });

  it('refuses non-strings', () => {
    for (const value of [null, undefined, 42, {}, new URL('https://checkout.stripe.com/')]) {
      expect(isAllowedRedirect(value, allowlist)).toBe(false);
    }
  });

  it('never accepts a URL whose parsed origin is off the allowlist', () => {
    const arbitraryUrl = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.string(),
      fc.tuple(fc.constantFrom(...onList), fc.string()).map(([origin, tail]) => origin + tail),
      fc
        .tuple(fc.string(), fc.constantFrom(...onList), fc.string())
        .map(([head, origin, tail]) => head + origin + tail),
    );
    fc.assert(
      fc.property(arbitraryUrl, (url) => {
        if (!isAllowedRedirect(url, allowlist)) return;
        const parsed = new URL(url);
        expect(allowlist.origins.has(parsed.origin)).toBe(true);
        expect(parsed.username).toBe('');
        expect(parsed.password).toBe('');
        expect(url.startsWith(parsed.origin)).toBe(true);
      }),
      { numRuns: 2000 },
    );
    // 2 000 generated URLs: well under a second alone, far longer on a busy 2-core machine.
  }, 60_000);

  it('accepts every allowlisted origin with any path, query and fragment', () => {
    const path = fc.array(fc.webSegment(), { maxLength: 5 }).map((segments) => `/${segments.join('/')}`);
    const query = fc.option(
      fc.webQueryParameters().map((q) => `?${q}`),
      { nil: '' },
    );
    const fragment = fc.option(
      fc.webFragments().map((f) => `#${f}`),
      { nil: '' },
    );
    fc.assert(
      fc.property(fc.constantFrom(...onList), path, query, fragment, (origin, p, q, f) => {
        expect(isAllowedRedirect(`${origin}${p}${q}${f}`, allowlist)).toBe(true);
      }),
    );
  });
});

describe('createRedirectAllowlist', () => {
  it('holds only the chosen providers plus configuration', () => {
    const list = createRedirectAllowlist({ providers: ['mollie'], extraOrigins: ['https://pay.example.com'] });
    expect([...list.origins]).toEqual([...providerRedirectOrigins.mollie, 'https://pay.example.com']);
    expect(isAllowedRedirect('https://checkout.stripe.com/x', list)).toBe(false);
    expect(isAllowedRedirect('https://pay.example.com/x', list)).toBe(true);
  });

  it('allows http for a loopback sandbox or app origin only', () => {
    const list = createRedirectAllowlist({
      providers: [],
      sandboxOrigin: 'http://localhost:4010',
      appOrigin: 'http://[::1]:4000',
    });
    expect(isAllowedRedirect('http://localhost:4010/sandbox/stripe/3ds/pi_1', list)).toBe(true);
    expect(isAllowedRedirect('http://[::1]:4000/en/key/cart/stripe-redirected', list)).toBe(true);
  });

  it.each([
    { extraOrigins: ['http://pay.example.com'] },
    { extraOrigins: ['http://127.0.0.1:4010'] },
    { extraOrigins: ['https://pay.example.com/path'] },
    { extraOrigins: ['https://user@pay.example.com'] },
    { extraOrigins: ['pay.example.com'] },
    { extraOrigins: ['HTTPS://PAY.EXAMPLE.COM'] },
    { extraOrigins: ['https://*.example.com'] },
    { extraOrigins: ['https://*'] },
    { sandboxOrigin: 'http://sandbox.example.com' },
    { sandboxOrigin: 'javascript:alert(1)' },
    { appOrigin: 'http://10.0.0.1:4000' },
  ])('throws on misconfiguration %j', (options) => {
    expect(() => createRedirectAllowlist(options)).toThrow(TypeError);
  });
});
