// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../readRuntimeConfig';
import { addNonce } from './addNonce';
import { buildSecurityHeaders, scriptInventory } from './buildSecurityHeaders';
import { apiKeyOfPage, classifyPage } from './classifyPage';
import { readSecurityOptions } from './readSecurityOptions';

const sandbox = readRuntimeConfig({});
const production = readRuntimeConfig({
  CHECKOUT_API_BASE: 'https://api.platform.example',
  CAPTCHA_SITE_KEY: 'site-key',
  FEATURE_FLAGS_URL: 'https://flags.platform.example/api/frontend',
  FEATURE_FLAGS_CLIENT_KEY: 'client',
});
const productionOptions = readSecurityOptions(
  {
    MERCHANT_SCRIPT_HOSTS: JSON.stringify({
      'demo-branded': [
        'https://cdn.nordlys.example',
        'http://insecure.example',
        'javascript:alert(1)',
        { src: 'https://static.nordlys.example/widget.js?v=3', integrity: 'sha384-abc' },
      ],
    }),
  },
  production,
);

const headersFor = (path: string, config = production, options = productionOptions, https = true) =>
  buildSecurityHeaders({
    page: classifyPage(path),
    apiKey: apiKeyOfPage(path),
    nonce: 'NONCE',
    config,
    options,
    https,
  });
const csp = (path: string, config = production) => headersFor(path, config)['content-security-policy'] ?? '';

describe('classifyPage', () => {
  it.each([
    ['/en/demo-all/cart-normal', 'payment'],
    ['/de/demo-all/cart-normal/stripe-redirected', 'payment'],
    ['/de/demo-all/cart-normal/mollie-redirected/v2', 'payment'],
    ['/en/demo-all/cart-normal/order-confirmation', 'checkout'],
    ['/en/demo-all/update-payment-method', 'update'],
    ['/en/demo-all/updated-successfully', 'update'],
    ['/en/cart/create', 'plain'],
    ['/en/error/quote-unavailable', 'plain'],
    ['/en', 'plain'],
    ['/xx/demo-all/cart', 'plain'],
  ])('classifies %s as %s', (path, kind) => {
    expect(classifyPage(path)).toBe(kind);
  });
});

describe('Content-Security-Policy', () => {
  it('has a nonce, no unsafe-eval, no plugins, no base and no framing by default', () => {
    const policy = csp('/en/demo-all/cart-normal');
    expect(policy).toContain("'nonce-NONCE'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(headersFor('/en/demo-all/cart-normal')['x-frame-options']).toBe('DENY');
  });

  it('allows provider hosts only on pages where payments happen', () => {
    expect(csp('/en/demo-all/cart-normal')).toContain('https://js.stripe.com');
    expect(csp('/en/demo-all/update-payment-method')).toContain('https://www.paypal.com');
    expect(csp('/en/demo-all/cart-normal/order-confirmation')).not.toContain('stripe');
    expect(csp('/en/cart/create')).not.toContain('stripe');
  });

  it('allows merchant script hosts on checkout pages of that merchant only, https only, never on the update page', () => {
    expect(csp('/en/demo-branded/cart-branded')).toContain('https://cdn.nordlys.example');
    expect(csp('/en/demo-branded/cart-branded')).not.toContain('insecure.example');
    expect(csp('/en/demo-branded/cart-branded')).not.toContain('javascript:');
    expect(csp('/en/demo-all/cart-normal')).not.toContain('nordlys');
    expect(csp('/en/demo-branded/update-payment-method')).not.toContain('nordlys');
  });

  it('allows a pinned merchant file by its exact path, and approved hosts for stylesheets and fonts', () => {
    const policy = csp('/en/demo-branded/cart-branded');
    expect(policy).toMatch(/script-src [^;]*https:\/\/static\.nordlys\.example\/widget\.js[ ;]/);
    expect(policy).toMatch(/style-src 'self' 'unsafe-inline' https:\/\/cdn\.nordlys\.example/);
    expect(policy).toMatch(/font-src 'self' https:\/\/cdn\.nordlys\.example/);
    expect(csp('/en/demo-all/cart-normal')).toMatch(/style-src 'self' 'unsafe-inline';/);
    expect(csp('/en/demo-branded/update-payment-method')).toMatch(/font-src 'self';/);
  });

  it('adds captcha and the sandbox only when configured', () => {
    expect(csp('/en/demo-all/cart-normal')).toContain('https://www.google.com');
    expect(csp('/en/demo-all/cart-normal', sandbox)).toContain('http://127.0.0.1:4010');
    expect(csp('/en/demo-all/cart-normal')).not.toContain('127.0.0.1');
  });

  it('sends HSTS only over https, and the other headers always', () => {
    expect(headersFor('/en/demo-all/cart-normal')['strict-transport-security']).toContain('max-age=');
    const plain = headersFor('/en/demo-all/cart-normal', production, productionOptions, false);
    expect(plain['strict-transport-security']).toBeUndefined();
    expect(plain).toMatchObject({
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    expect(plain['permissions-policy']).toContain('payment=(self');
  });

  it('takes frame-ancestors from configuration', () => {
    const options = readSecurityOptions({ FRAME_ANCESTORS: 'https://shop.example' }, production);
    const headers = headersFor('/en/demo-all/cart-normal', production, options);
    expect(headers['content-security-policy']).toContain('frame-ancestors https://shop.example');
    expect(headers['x-frame-options']).toBeUndefined();
  });
});

describe('script inventory', () => {
  it('names an owner and a justification for every entry', () => {
    for (const entry of scriptInventory) {
      expect(entry.owner.length, entry.id).toBeGreaterThan(3);
      expect(entry.justification.length, entry.id).toBeGreaterThan(20);
    }
  });
});

describe('addNonce', () => {
  it('puts the nonce on every script and in a meta tag', () => {
    const html = addNonce(
      '<html><head><script type="module" src="/a.js"></script></head><body><script>x</script></body></html>',
      'N1',
    );
    expect(html.match(/<script nonce="N1"/g)).toHaveLength(2);
    expect(html).toContain('<meta name="csp-nonce" content="N1">');
  });
});

// PCI DSS 11.6.1 analogue: the security headers of every kind of route are committed; any drift fails
// here until the baseline is updated in the same commit (UPDATE_HEADER_BASELINE=1 pnpm --filter @checkout/app test).
describe('header baseline', () => {
  const baselineFile = new URL('./headerBaseline.json', import.meta.url);
  const routes = [
    '/en/demo-all/cart-normal',
    '/en/demo-all/cart-normal/stripe-redirected',
    '/en/demo-all/cart-normal/order-confirmation',
    '/en/demo-branded/cart-branded',
    '/en/demo-all/update-payment-method',
    '/en/cart/create',
    '/en/error/quote-unavailable',
  ];
  const current = Object.fromEntries(
    routes.flatMap((route) => [
      [`production ${route}`, headersFor(route)],
      [`sandbox ${route}`, headersFor(route, sandbox, readSecurityOptions({}, sandbox), false)],
    ]),
  );

  it('matches the committed baseline', () => {
    if (process.env.UPDATE_HEADER_BASELINE === '1') {
      writeFileSync(baselineFile, `${JSON.stringify(current, null, 2)}\n`);
    }
    expect(current).toEqual(JSON.parse(readFileSync(baselineFile, 'utf8')));
  });
});
