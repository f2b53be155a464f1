// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from './createServerApp';
import { readRuntimeConfig, SANDBOX_DEFAULT_BASE } from './readRuntimeConfig';

let distDir: string;

beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'checkout-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(distDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(distDir, 'favicon.ico'), 'ico');
});

const app = () => createServerApp({ distDir, config: readRuntimeConfig({}) });

describe('production server', () => {
  it('serves hashed assets as immutable', async () => {
    const response = await app().request('/assets/main-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toContain('text/javascript');
  });

  it('falls back to the HTML shell, uncached, for every route', async () => {
    for (const path of ['/', '/en/key/cart', '/de/key/update-payment-method?hash=x']) {
      const response = await app().request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('answers a missing asset with 404 instead of the shell', async () => {
    expect((await app().request('/assets/missing.js')).status).toBe(404);
  });

  it('never serves files outside the build folder', async () => {
    const response = await app().request('/..%2f..%2fetc%2fpasswd');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('serves the runtime configuration, pointing at the sandbox by default', async () => {
    const response = await app().request('/config.json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      checkoutApiBase: SANDBOX_DEFAULT_BASE,
      generalApiBase: SANDBOX_DEFAULT_BASE,
      utilsApiBase: SANDBOX_DEFAULT_BASE,
    });
  });

  it('answers the health check', async () => {
    expect(await (await app().request('/health')).json()).toEqual({ status: 'ok' });
  });
});

describe('readRuntimeConfig', () => {
  it('takes each base from the environment and drops trailing slashes', () => {
    expect(
      readRuntimeConfig({
        CHECKOUT_API_BASE: 'https://api.example/',
        GENERAL_API_BASE: 'https://general.example',
        UTILS_API_BASE: ' https://utils.example// ',
      }),
    ).toEqual({
      checkoutApiBase: 'https://api.example',
      generalApiBase: 'https://general.example',
      utilsApiBase: 'https://utils.example',
    });
  });

  it('defaults the general and utils bases to the checkout base', () => {
    expect(readRuntimeConfig({ CHECKOUT_API_BASE: 'https://api.example' }).utilsApiBase).toBe('https://api.example');
  });
});
