import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRedirectAllowlist } from './createRedirectAllowlist';
import { isAllowedRedirect } from './isAllowedRedirect';
import { providerRedirectOrigins } from './providerRedirectOrigins';

const allowlist = createRedirectAllowlist({ sandboxOrigin: 'http://127.0.0.1:4010' });
const onList = [...allowlist.origins];

// Known ways of smuggling another host past an origin check (OWASP, PortSwigger open-redirect cheat sheets).
const bypasses = [
  'https://evil.com?x=checkout.stripe.com',
  'https://evil.com/checkout.stripe.com',
  'https://evil.com#https://checkout.stripe.com',
  'https://checkout.stripe.com.evil.com',
  'https://checkout.stripe.com.evil.com/path',
  'https://checkout-stripe.com',
  'https://evilcheckout.stripe.com',
  'https://stripe.com',
  'https://checkout.stripe.com@evil.com',
  'https://checkout.stripe.com:pass@evil.com',
  'https://user@checkout.stripe.com/',
  'https://user:pass@checkout.stripe.com/',
  'https://evil.com\\@checkout.stripe.com',
  'https://evil.com%40checkout.stripe.com',
  '//evil.com',
  '//checkout.stripe.com',
  '///evil.com',
  '/\\evil.com',
  'https:/\\evil.com',
  'https:\\\\checkout.stripe.com',
  'https:checkout.stripe.com',
  'https:/checkout.stripe.com',
  'https:///checkout.stripe.com',
  '/checkout',
  'checkout.stripe.com',
  'javascript:alert(1)//https://checkout.stripe.com',
  'JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://checkout.stripe.com/',
  'http://checkout.stripe.com/',
  'ws://checkout.stripe.com/',
  'HTTPS://CHECKOUT.STRIPE.COM/',
  'https://Checkout.Stripe.com/',
  'https://checkout.stripe.com./',
  'https://checkout.stripe.com../',
  'https://checkout%2estripe.com/',
  'https://checkout.stripe%2ecom/',
  'https://checkout.stripe.com:443/',
  'https://checkout.stripe.com:8443/',
  'https://checkout．stripe．com/',
  'https://сheckout.stripe.com/',
  'https://xn--heckout-1fg.stripe.com/',
  ' https://checkout.stripe.com/',
  'https://checkout.stripe.com/ ',
  'https://check\tout.stripe.com/',
  'https://checkout.stripe.com\n.evil.com/',
  'https://checkout.stripe.com/\r\nLocation: https://evil.com',
  '\u0000https://checkout.stripe.com/',
  'https://checkout.stripe.com\u0000.evil.com/',
  'https://[::1]/',
  'https://[::ffff:7f00:1]/',
  'https://2130706433/',
  'https://0x7f.0.0.1/',
  'https://127.1/',
  'http://127.0.0.1:4011/',
  'http://127.0.0.1/',
  'https://127.0.0.1:4010/',
  'http://localhost:4010/',
  'http://127.0.0.1:4010@evil.com/',
  'http://evil.com#@127.0.0.1:4010',
  'https://www.paypal.com.evil.com/',
  'https://sandbox.paypal.com/',
  'https://www.mollie.com@evil.com/',
  'https://checkoutshopper-test.adyen.com.evil.com/',
  'https://evil.adyen.com/',
  'https://adyen.com/',
  '',
  ' ',
  'about:blank',
  'blob:https://checkout.stripe.com/1234',
  `https://checkout.stripe.com/${'a'.repeat(5000)}`,
];

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
    { sandboxOrigin: 'http://sandbox.example.com' },
    { sandboxOrigin: 'javascript:alert(1)' },
    { appOrigin: 'http://10.0.0.1:4000' },
  ])('throws on misconfiguration %j', (options) => {
    expect(() => createRedirectAllowlist(options)).toThrow(TypeError);
  });
});
