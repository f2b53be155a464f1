// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../readRuntimeConfig';
import { describePage } from '../testing/describePage';
import { addNonce } from './addNonce';
import { buildSecurityHeaders, scriptInventory } from './buildSecurityHeaders';
import { readSecurityOptions } from './readSecurityOptions';

const sandbox = readRuntimeConfig({});
const productionEnv = {
  CHECKOUT_API_BASE: 'https://api.platform.example',
  CAPTCHA_SITE_KEY: 'site-key',
  FEATURE_FLAGS_URL: 'https://flags.platform.example/api/frontend',
  FEATURE_FLAGS_CLIENT_KEY: 'client',
};
const production = readRuntimeConfig(productionEnv);
const pinned = `sha384-${'Q'.repeat(64)}`;
const productionOptions = readSecurityOptions(
  {
    MERCHANT_SCRIPT_HOSTS: JSON.stringify({
      'demo-branded': [
        'https://cdn.nordlys.example',
        'http://insecure.example',
        'javascript:alert(1)',
        { src: 'https://static.nordlys.example/widget.js?v=3', integrity: pinned },
        { src: 'https://static.nordlys.example/brand.css', integrity: pinned },
      ],
    }),
  },
  production,
);

/** The `checkoutshopper` origins in the installed Adyen Web's code (its table of environments): API and CDN hosts. */
function adyenWebHosts(): { api: string[]; cdn: string[] } {
  // Adyen Web as `@checkout/payments`, whose adapter loads it, resolves it.
  const require = createRequire(createRequire(import.meta.url).resolve('@checkout/payments/package.json'));
  const folder = dirname(require.resolve('@adyen/adyen-web'));
  const found = new Set<string>();
  for (const file of readdirSync(folder).filter((name) => /\.c?js$/.test(name))) {
    for (const [host] of readFileSync(join(folder, file), 'utf8').matchAll(
      /https:\/\/checkoutshopper-[a-z-]+(\.cdn)?\.adyen\.com/g,
    )) {
      found.add(host);
    }
  }
  const all = [...found].sort();
  return { api: all.filter((host) => !host.includes('.cdn.')), cdn: all.filter((host) => host.includes('.cdn.')) };
}

const headersFor = (path: string, config = production, options = productionOptions, https = true) =>
  buildSecurityHeaders({
    page: describePage(new URL(path, 'https://checkout.test')),
    nonce: 'NONCE',
    config,
    options,
    https,
  });
/** One directive's sources. */
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];
const csp = (path: string, config = production) => headersFor(path, config)['content-security-policy'] ?? '';

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

  it('runs scripts by the nonce with strict-dynamic, the inventory’s sources only as the fallback list', () => {
    const scripts = directive(csp('/en/demo-all/cart-normal'), 'script-src');
    expect(scripts.slice(0, 3)).toEqual(["'nonce-NONCE'", "'strict-dynamic'", "'self'"]);
    expect(scripts).toContain('https://js.stripe.com');
    expect(scripts).not.toContain("'unsafe-inline'");
  });

  it('allows every host the installed Adyen Web calls, in every environment and live region (issue 27)', () => {
    const hosts = adyenWebHosts();
    expect(hosts.api).toEqual(expect.arrayContaining(['https://checkoutshopper-live-us.adyen.com']));
    for (const path of ['/en/demo-all/cart-normal', '/en/demo-all/update-payment-method']) {
      const policy = csp(path);
      for (const host of hosts.api) {
        for (const name of ['connect-src', 'frame-src', 'img-src'])
          expect(directive(policy, name), name).toContain(host);
      }
      for (const host of hosts.cdn) {
        for (const name of ['script-src', 'style-src-elem']) expect(directive(policy, name), name).toContain(host);
      }
    }
  });

  it('applies style elements by the nonce or from our origin, and style attributes inline', () => {
    // Where payments happen, also the stylesheets Adyen and Braintree Drop-in load from their hosts.
    const providers = [...adyenWebHosts().cdn, 'https://assets.braintreegateway.com'];
    for (const [path, hosts] of [
      ['/en/demo-all/cart-normal', providers],
      ['/en/demo-all/update-payment-method', providers],
      ['/en/demo-all/cart-normal/order-confirmation', []],
      ['/en/cart/create', []],
    ] as const) {
      const policy = csp(path);
      const expected = new Set(["'self'", "'nonce-NONCE'", ...hosts]);
      expect(new Set(directive(policy, 'style-src')), path).toEqual(expected);
      expect(new Set(directive(policy, 'style-src-elem')), path).toEqual(expected);
      expect(directive(policy, 'style-src-attr'), path).toEqual(["'unsafe-inline'"]);
      expect(policy, path).not.toMatch(/style-src(-elem)? [^;]*'unsafe-inline'/);
    }
  });

  it('names merchant files by exact path on checkout pages of that merchant only, never an origin, never on the update page', () => {
    const policy = csp('/en/demo-branded/cart-branded');
    const files = ['https://static.nordlys.example/widget.js', 'https://static.nordlys.example/brand.css'];
    expect(directive(policy, 'script-src')).toEqual(expect.arrayContaining(files));
    expect(directive(policy, 'style-src-elem')).toEqual(expect.arrayContaining(files));
    expect(directive(csp('/en/demo-branded/cart-branded/order-confirmation'), 'style-src-elem')).toEqual([
      "'self'",
      "'nonce-NONCE'",
      ...files,
    ]);
    expect(directive(policy, 'font-src')).toEqual(["'self'", 'https://static.nordlys.example']);
    for (const origin of ['https://cdn.nordlys.example', 'insecure.example', 'javascript:']) {
      expect(policy).not.toContain(origin);
    }
    expect(csp('/en/demo-all/cart-normal')).not.toContain('nordlys');
    expect(csp('/en/demo-branded/update-payment-method')).not.toContain('nordlys');
  });

  it('lists the tag manager only on the checkout page and the order confirmation', () => {
    const gtm = 'https://www.googletagmanager.com';
    expect(directive(csp('/en/demo-all/cart-normal'), 'script-src')).toContain(gtm);
    expect(directive(csp('/en/demo-all/cart-normal/order-confirmation'), 'script-src')).toContain(gtm);
    for (const path of [
      '/en/demo-all/cart-normal/stripe-redirected',
      '/en/demo-all/cart-normal/mollie-redirected/v2',
      '/en/demo-all/update-payment-method',
      '/en/demo-all/updated-successfully',
      '/en/error/quote-unavailable',
      '/en/cart/create',
      '/en/demo-all/cart-normal/nope',
    ]) {
      expect(csp(path), path).not.toContain('googletagmanager');
    }
  });

  it('adds captcha and the sandbox only when configured, the sandbox’s scripts by their folder and file', () => {
    expect(directive(csp('/en/demo-all/cart-normal'), 'script-src')).toContain(
      'https://www.google.com/recaptcha/api.js',
    );
    const sandboxPolicy =
      headersFor('/en/demo-all/cart-normal', sandbox, readSecurityOptions({}, sandbox))['content-security-policy'] ??
      '';
    expect(directive(sandboxPolicy, 'script-src')).toEqual(
      expect.arrayContaining([
        'http://127.0.0.1:4010/sandbox/sdk/',
        'http://127.0.0.1:4010/sandbox/sdk/recaptcha.js',
        'http://127.0.0.1:4010/sandbox/merchant/widget.js',
      ]),
    );
    expect(directive(sandboxPolicy, 'script-src')).not.toContain('http://127.0.0.1:4010');
    expect(csp('/en/demo-all/cart-normal')).not.toContain('127.0.0.1');
  });

  it('adds the Maps JavaScript API hosts to the checkout page only when a maps key is configured', () => {
    const withMaps = readRuntimeConfig({ ...productionEnv, MAPS_API_KEY: 'maps-key' });
    const policy = (path: string, config = withMaps) =>
      headersFor(path, config, readSecurityOptions({}, config))['content-security-policy'] ?? '';
    expect(directive(policy('/en/demo-all/cart-normal'), 'script-src')).toContain('https://maps.googleapis.com');
    expect(directive(policy('/en/demo-all/cart-normal'), 'connect-src')).toEqual(
      expect.arrayContaining(['https://maps.googleapis.com', 'https://places.googleapis.com']),
    );
    expect(directive(policy('/en/demo-all/cart-normal'), 'img-src')).toContain('https://maps.gstatic.com');
    // Not on other page classes, and not without a key.
    expect(policy('/en/demo-all/update-payment-method')).not.toContain('googleapis');
    expect(policy('/en/demo-all/cart-normal', production)).not.toContain('googleapis');
    // In sandbox mode the script is the sandbox's double.
    expect(sandbox.mapsScriptUrl).toBe('http://127.0.0.1:4010/sandbox/sdk/maps.js');
    expect(directive(policy('/en/demo-all/cart-normal', sandbox), 'script-src')).toContain(
      'http://127.0.0.1:4010/sandbox/sdk/maps.js',
    );
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
  it('puts the nonce on every script and style element and in a meta tag', () => {
    const html = addNonce(
      '<html><head><script type="module" src="/a.js"></script><style>a{}</style></head><body><script>x</script></body></html>',
      'N1',
    );
    expect(html.match(/<script nonce="N1"/g)).toHaveLength(2);
    expect(html).toContain('<style nonce="N1">a{}</style>');
    expect(html).toContain('<meta property="csp-nonce" nonce="N1">');
  });
});
