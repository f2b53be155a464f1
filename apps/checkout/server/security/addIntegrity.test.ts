// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSriManifest } from '../../build/sriManifest';
import { createServerApp } from '../createServerApp';
import { readRuntimeConfig } from '../readRuntimeConfig';
import { describePage } from '../testing/describePage';
import { readSecurityOptions } from './readSecurityOptions';

// Issue 26 item 3, over HTTP: every script and modulepreload the server writes into a page, in its tags
// and its Link header, carries the sha384 the build's SRI manifest gives its file, and the page's import
// map gives every other script its hash (the chunks the app imports later).
const distDir = mkdtempSync(join(tmpdir(), 'checkout-sri-page-'));
mkdirSync(join(distDir, 'assets'));
const files = {
  'runtime-1.js': 'export const r = 1;',
  'main-1.js': 'import "./runtime-1.js";',
  'cart-1.js': 'export const cart = 1;',
  'adyen-1.js': 'export const adyen = 1;',
  'main-1.css': '#root{color:red}',
  'roboto-latin-400-normal-1.woff2': 'font',
};
for (const [name, body] of Object.entries(files)) writeFileSync(join(distDir, 'assets', name), body);
writeFileSync(
  join(distDir, 'index.html'),
  '<!doctype html><html lang="en"><head>\n<meta charset="UTF-8" />\n<title>Checkout</title><script type="module" crossorigin src="/assets/runtime-1.js"></script><script type="module" crossorigin src="/assets/main-1.js"></script><link rel="stylesheet" crossorigin href="/assets/main-1.css"></head><body><div id="root"></div></body></html>',
);
const integrity = await writeSriManifest(distDir);
const sri = (body: string) => `sha384-${createHash('sha384').update(body).digest('base64')}`;
const config = readRuntimeConfig({});
const app = createServerApp({
  distDir,
  describe: describePage,
  config,
  security: readSecurityOptions({}, config),
  integrity,
  manifest: {
    'index.html': { file: 'assets/main-1.js', isEntry: true, imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime-1.js' },
    'src/routes/$lang/$apiKey/$cartId/index.tsx?tsr-split=component': { file: 'assets/cart-1.js' },
    '_adyen.js': { file: 'assets/adyen-1.js' },
  },
});

describe('our own scripts in a page', () => {
  it('carry their integrity in every script and modulepreload tag', async () => {
    const html = await (await app.request('/en/demo-all/cart-1')).text();
    const tags = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.js)"[^>]*>/g)];
    expect(tags.map(([, path]) => path).sort()).toEqual([
      '/assets/cart-1.js',
      '/assets/main-1.js',
      '/assets/runtime-1.js',
    ]);
    for (const [tag, path = ''] of tags)
      expect(tag).toContain(`integrity="${sri(files[path.slice(8) as keyof typeof files])}"`);
  });

  it('carry their integrity in the Link header', async () => {
    const link = (await app.request('/en/demo-all/cart-1')).headers.get('link') ?? '';
    expect(link.split(', ')).toEqual([
      `</assets/main-1.js>; rel=modulepreload; integrity="${sri(files['main-1.js'])}"`,
      `</assets/runtime-1.js>; rel=modulepreload; integrity="${sri(files['runtime-1.js'])}"`,
      `</assets/cart-1.js>; rel=modulepreload; integrity="${sri(files['cart-1.js'])}"`,
    ]);
  });

  it('are all pinned by an import map under the nonce, before the first module load, the chunks imported later included', async () => {
    const response = await app.request('/en/demo-all/cart-1');
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    const html = await response.text();
    const map = new RegExp(`<script nonce="${nonce.replace(/[+/=]/g, '\\$&')}" type="importmap">(.*?)</script>`).exec(
      html,
    );
    expect(JSON.parse(map?.[1] ?? '{}')).toEqual({
      integrity: Object.fromEntries(
        ['adyen-1.js', 'cart-1.js', 'main-1.js', 'runtime-1.js'].map((name) => [
          `/assets/${name}`,
          sri(files[name as keyof typeof files]),
        ]),
      ),
    });
    expect(html.indexOf('type="importmap"')).toBeLessThan(html.search(/<script[^>]+type="module"|rel="modulepreload"/));
  });

  it('pin a stylesheet left as a link, and nothing the manifest does not list', async () => {
    const html = await (await app.request('/en/cart/create')).text();
    // The stylesheet is inlined under the nonce; as a link it would carry its hash.
    expect(html).toMatch(/<style nonce="[^"]+">#root\{color:red\}<\/style>/);
    const { addIntegrity } = await import('./addIntegrity');
    expect(
      addIntegrity(
        '<head><link rel="stylesheet" href="/assets/main-1.css"><link rel="icon" href="/assets/main-1.css"><script src="/other.js"></script></head>',
        integrity,
      ),
    ).toContain(
      `<link rel="stylesheet" href="/assets/main-1.css" integrity="${sri(files['main-1.css'])}"><link rel="icon" href="/assets/main-1.css"><script src="/other.js"></script>`,
    );
  });
});
