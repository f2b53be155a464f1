// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServerApp } from '../createServerApp';
import { readRuntimeConfig } from '../readRuntimeConfig';
import { describePage } from '../testing/describePage';
import { readSecurityOptions } from './readSecurityOptions';

// PCI DSS 11.6.1 analogue: the security headers the production server answers, for every page class,
// error pages, `/index.html` and the other kinds of response, are committed; any drift fails here until
// the baseline is updated in the same commit (UPDATE_HEADER_BASELINE=1 pnpm --filter @checkout/app test).
// Asked over HTTP, so the baseline holds however the HTML is produced.
const distDir = mkdtempSync(join(tmpdir(), 'checkout-baseline-'));
mkdirSync(join(distDir, 'assets'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><html lang="en"><head></head><body></body></html>');
writeFileSync(join(distDir, 'assets', 'main-abc123.js'), 'console.log(1)');

const HEADERS = [
  'content-type',
  'content-security-policy',
  'reporting-endpoints',
  'x-frame-options',
  'referrer-policy',
  'x-content-type-options',
  'cross-origin-opener-policy',
  'permissions-policy',
  'cache-control',
  'strict-transport-security',
];

const ROUTES = [
  // Page classes: payment (the checkout page, a provider return), checkout (the confirmation, another
  // cart page), update, plain (cart creation, the error pages, an unknown page).
  '/en/demo-all/cart-normal',
  '/en/demo-all/cart-normal/stripe-redirected',
  '/en/demo-all/cart-normal/order-confirmation',
  '/en/demo-branded/cart-branded',
  '/en/demo-all/update-payment-method',
  '/en/cart/create',
  '/en/error/quote-unavailable',
  '/el/nope',
  // Not pages: the shell as a file, a missing asset, a page without a language, an asset, the configuration.
  '/index.html',
  '/assets/missing.js',
  '/demo-all/cart-normal',
  '/assets/main-abc123.js',
  '/config.json',
];

const production = readRuntimeConfig({
  CHECKOUT_API_BASE: 'https://api.platform.example',
  CAPTCHA_SITE_KEY: 'site-key',
  FEATURE_FLAGS_URL: 'https://flags.platform.example/api/frontend',
  FEATURE_FLAGS_CLIENT_KEY: 'client',
});
const productionApp = createServerApp({
  distDir,
  describe: describePage,
  config: production,
  security: readSecurityOptions(
    {
      MERCHANT_SCRIPT_HOSTS: JSON.stringify({
        'demo-branded': [
          { src: 'https://static.nordlys.example/widget.js?v=3', integrity: `sha384-${'Q'.repeat(64)}` },
        ],
      }),
    },
    production,
  ),
});
const sandbox = readRuntimeConfig({});
const sandboxApp = createServerApp({
  distDir,
  describe: describePage,
  config: sandbox,
  security: readSecurityOptions({}, sandbox),
});

/** The security headers of one answer, its nonce written `NONCE`. */
async function headersOf(app: typeof productionApp, url: string): Promise<Record<string, string>> {
  const response = await app.request(url);
  const headers: Record<string, string> = { status: String(response.status) };
  for (const name of HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value.replace(/'nonce-[^']+'/g, "'nonce-NONCE'");
  }
  return headers;
}

describe('header baseline', () => {
  it('matches the committed baseline', async () => {
    const current: Record<string, Record<string, string>> = {};
    for (const route of ROUTES) {
      current[`production ${route}`] = await headersOf(productionApp, `https://checkout.example${route}`);
      current[`sandbox ${route}`] = await headersOf(sandboxApp, `http://127.0.0.1:4000${route}`);
    }
    const baselineFile = new URL('./headerBaseline.json', import.meta.url);
    if (process.env.UPDATE_HEADER_BASELINE === '1')
      writeFileSync(baselineFile, `${JSON.stringify(current, null, 2)}\n`);
    expect(current).toEqual(JSON.parse(readFileSync(baselineFile, 'utf8')));
  });
});
