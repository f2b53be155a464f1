// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RenderedPage, RenderPageInput } from '../src/ssr/RenderedPage';
import { createServerApp } from './createServerApp';
import { readPlatformReadWaitMs } from './readPlatformReadWaitMs';
import { readRuntimeConfig, SANDBOX_DEFAULT_BASE } from './readRuntimeConfig';
import { readSecurityOptions } from './security/readSecurityOptions';
import { describePage } from './testing/describePage';

let distDir: string;

beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'checkout-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html lang="en"><head><script type="module" src="/assets/main-abc123.js"></script><link rel="stylesheet" crossorigin href="/assets/main-abc123.css"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(distDir, 'assets', 'main-abc123.css'), '#root{color:red}');
  writeFileSync(join(distDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(distDir, 'favicon.ico'), 'ico');
});

const config = readRuntimeConfig({});
const app = (cspReportOnly = false) =>
  createServerApp({
    distDir,
    config,
    security: readSecurityOptions({}, config),
    cspReportOnly,
    describe: describePage,
  });

describe('production server', () => {
  it('serves hashed assets as immutable', async () => {
    const response = await app().request('/assets/main-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toContain('text/javascript');
  });

  it('falls back to the HTML shell, uncached, for every route with a language', async () => {
    for (const path of ['/en', '/en/key/cart', '/de/key/update-payment-method?hash=x', '/sv/nope/at/all/x']) {
      const response = await app().request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('puts the stylesheet into the shell instead of linking it (no render-blocking request)', async () => {
    const html = await (await app().request('/en/key/cart')).text();
    expect(html).toMatch(/<style nonce="[^"]+">#root\{color:red\}<\/style>/);
    expect(html).not.toContain('rel="stylesheet"');
    expect((await app().request('/assets/main-abc123.css')).status).toBe(200);
  });

  it('answers a missing file with a 404 message instead of the shell', async () => {
    for (const path of ['/assets/missing.js', '/missing.png']) {
      const response = await app().request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ status: 404, message: 'This page could not be found' });
    }
  });

  it('never serves an HTML file as a static file: the shell only goes out as a page, with its policy', async () => {
    for (const path of ['/index.html', '/INDEX.HTML', '/assets/../index.html', '/en/index.html', '/x.htm']) {
      const response = await app().request(path);
      if (response.status === 200) {
        // A page route (a language prefix) gets the shell with the page policy and frame protection.
        expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      } else {
        expect(response.status, path).toBe(404);
        expect(response.headers.get('content-type'), path).not.toContain('text/html');
      }
    }
  });

  it('never serves files outside the build folder', async () => {
    for (const path of [
      '/..%2f..%2fetc%2fpasswd',
      '/assets/..%2f..%2f..%2fetc%2fhosts',
      '/%2e%2e/%2e%2e/etc/passwd.txt',
    ]) {
      const response = await app().request(path);
      expect(await response.text()).not.toContain('root:');
      expect(response.status).not.toBe(200);
    }
  });

  it('redirects a page without a language to the detected one with 302', async () => {
    const plain = await app().request('/demo-all/cart-normal?utm_source=mail');
    expect(plain.status).toBe(302);
    expect(plain.headers.get('location')).toBe('/en/demo-all/cart-normal?utm_source=mail');
    const root = await app().request('/', { headers: { 'accept-language': 'nb-NO,nb;q=0.9,en;q=0.5' } });
    expect(root.headers.get('location')).toBe('/no');
    const cookie = await app().request('/x/y', { headers: { cookie: 'i18n_redirected=fr', 'accept-language': 'de' } });
    expect(cookie.headers.get('location')).toBe('/fr/x/y');
  });

  it('remembers the detected language in the i18n_redirected cookie, as the language switcher does', async () => {
    const root = await app().request('/', { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(root.headers.get('location')).toBe('/de');
    expect(root.headers.get('set-cookie')).toBe('i18n_redirected=de; Max-Age=31536000; Path=/; SameSite=Lax');
    const plain = await app().request('/demo-all/cart-normal', { headers: { 'accept-language': 'fi' } });
    expect(plain.headers.get('set-cookie')).toBe('i18n_redirected=fi; Max-Age=31536000; Path=/; SameSite=Lax');
    const page = await app().request('/de/demo-all/cart-normal');
    expect(page.headers.get('set-cookie')).toBeNull();
  });

  it('compresses text with brotli or gzip as the client accepts, once per file', async () => {
    writeFileSync(join(distDir, 'assets', 'big-abc.js'), 'console.log("checkout");\n'.repeat(200));
    const server = app();
    const br = await server.request('/assets/big-abc.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('accept-encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('checkout');
    const gzip = await server.request('/assets/big-abc.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const none = await server.request('/assets/big-abc.js');
    expect(none.headers.get('content-encoding')).toBeNull();
  });

  it('serves the runtime configuration, pointing at the sandbox by default', async () => {
    const response = await app().request('/config.json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      checkoutApiBase: SANDBOX_DEFAULT_BASE,
      generalApiBase: SANDBOX_DEFAULT_BASE,
      utilsApiBase: SANDBOX_DEFAULT_BASE,
      captchaSiteKey: 'sandbox-site-key',
      captchaScriptUrl: `${SANDBOX_DEFAULT_BASE}/sandbox/sdk/recaptcha.js`,
      captchaVersion: '2',
      mapsApiKey: 'sandbox-maps-key',
      mapsScriptUrl: `${SANDBOX_DEFAULT_BASE}/sandbox/sdk/maps.js`,
      featureFlagsUrl: `${SANDBOX_DEFAULT_BASE}/unleash/api/frontend`,
      featureFlagsClientKey: 'sandbox-client-key',
      errorReportUrl: '/reports/errors',
      sandboxOrigin: SANDBOX_DEFAULT_BASE,
      redirectOrigins: [],
      providers: { adyen: { clientKey: 'test_sandbox', environment: 'test' }, stripe: null, paypal: null },
    });
  });

  it('serves every page with its security headers and a fresh nonce on every script', async () => {
    const first = await app().request('/en/demo-all/cart-normal');
    const second = await app().request('/en/demo-all/cart-normal');
    const policy = first.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    const html = await first.text();
    expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    expect(html).toContain(`<script nonce="${nonce}" type="module"`);
    expect(html).toContain(`<style nonce="${nonce}">#root{color:red}</style>`);
    expect(second.headers.get('content-security-policy')).not.toBe(policy);
    expect(first.headers.get('referrer-policy')).toBe('no-referrer');
    expect(first.headers.get('x-frame-options')).toBe('DENY');
  });

  it('sends the basic headers on every response, and HSTS only over https', async () => {
    for (const path of ['/assets/main-abc123.js', '/config.json', '/health', '/missing.png']) {
      const response = await app().request(path);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
    const secure = await app().request('https://checkout.example/en/demo-all/cart-normal');
    expect(secure.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('serves the page in the language of its path', async () => {
    expect(await (await app().request('/sl/demo-all/cart-normal')).text()).toContain('<html lang="sl"');
  });

  it('embeds the runtime configuration in the page, safely', async () => {
    const html = await (await app().request('/en/demo-all/cart-normal')).text();
    const block = /<script nonce="[^"]+" id="checkout-config" type="application\/json">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual({
      ...config,
      merchantAssets: { apiKey: 'demo-all', files: readSecurityOptions({}, config).defaultMerchantFiles },
    });
    const hostile = createServerApp({
      distDir,
      config: { ...config, captchaSiteKey: '</script><script>alert(1)</script>' },
      security: readSecurityOptions({}, config),
      describe: describePage,
    });
    const page = await (await hostile.request('/en/demo-all/cart-normal')).text();
    expect(page).not.toContain('<script>alert(1)');
  });

  it('can send the policy as report-only', async () => {
    const response = await app(true).request('/en/demo-all/cart-normal');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('content-security-policy-report-only')).toContain("'nonce-");
  });

  it('sends the precompressed copy the build wrote beside an asset', async () => {
    writeFileSync(join(distDir, 'assets', 'pre-abc.js'), 'console.log("plain");\n'.repeat(100));
    writeFileSync(join(distDir, 'assets', 'pre-abc.js.br'), 'BROTLI-COPY');
    writeFileSync(join(distDir, 'assets', 'pre-abc.js.gz'), 'GZIP-COPY');
    const br = await app().request('/assets/pre-abc.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await br.text()).toBe('BROTLI-COPY');
    const gzip = await app().request('/assets/pre-abc.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(await gzip.text()).toBe('GZIP-COPY');
    expect(await (await app().request('/assets/pre-abc.js')).text()).toContain('plain');
  });

  it('never serves build metadata from dot folders', async () => {
    mkdirSync(join(distDir, '.vite'), { recursive: true });
    writeFileSync(join(distDir, '.vite', 'manifest.json'), '{}');
    expect((await app().request('/.vite/manifest.json')).status).toBe(404);
  });

  it("preloads the page's route chunks from the build manifest", async () => {
    const withManifest = createServerApp({
      distDir,
      config,
      security: readSecurityOptions({}, config),
      describe: describePage,
      manifest: {
        'index.html': {
          file: 'assets/main-abc123.js',
          isEntry: true,
          assets: ['assets/roboto-latin-400-normal-1.woff2', 'assets/roboto-latin-500-normal-2.woff2'],
        },
        'src/routes/$lang/$apiKey/$cartId/index.tsx?tsr-split=component': { file: 'assets/cart-1.js' },
      },
    });
    const response = await withManifest.request('/en/demo-all/cart-normal');
    const html = await response.text();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/cart-1.js">');
    // No font preload on a checkout page: its stylesheet requests the fonts (ADR 0019).
    expect(html).not.toContain('.woff2');
    // An update page, whose address holds the link's hash, preloads them from a script: a font the
    // inline stylesheet requested would carry the address in its Referer whatever the referrer policy.
    const update = await (await withManifest.request('/en/demo-all/update-payment-method?hash=x')).text();
    expect(update).not.toContain('rel="preload" as="font"');
    expect(update).toContain(
      'for(const h of ["/assets/roboto-latin-400-normal-1.woff2","/assets/roboto-latin-500-normal-2.woff2"])',
    );
    // The same scripts, entry first, in a Link header the browser acts on before it parses the HTML.
    expect(response.headers.get('link')).toBe(
      '</assets/main-abc123.js>; rel=modulepreload, </assets/cart-1.js>; rel=modulepreload',
    );
  });

  it('sends no Link header without a build manifest', async () => {
    expect((await app().request('/en/demo-all/cart-normal')).headers.get('link')).toBeNull();
  });

  it('redirects a path holding control characters like any other, without a server error', async () => {
    const response = await app().request('/%00/demo-all/cart-normal');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/%00/demo-all/cart-normal');
  });

  it('answers the health check', async () => {
    expect(await (await app().request('/health')).json()).toEqual({ status: 'ok' });
  });
});

describe("the app's render", () => {
  const inputs: RenderPageInput[] = [];
  const serve = (rendered: RenderedPage | Error, env: Record<string, string> = {}, waitMs = 2000) => {
    const renderConfig = readRuntimeConfig(env);
    return createServerApp({
      distDir,
      config: renderConfig,
      security: readSecurityOptions({}, renderConfig),
      describe: describePage,
      platformReadWaitMs: waitMs,
      render: async (input) => {
        inputs.push(input);
        if (rendered instanceof Error) throw rendered;
        return rendered;
      },
    });
  };
  const page = (status: number, html: string): RenderedPage => ({
    kind: 'page',
    status,
    body: new Response(html).body as ReadableStream<Uint8Array>,
  });

  it("puts the rendered HTML into the page's root, with the status the routes gave it and the response's nonce", async () => {
    inputs.length = 0;
    const response = await serve(page(404, '<main>Cart not found</main>')).request('/de/demo-all/cart-1');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<div id="root"><main>Cart not found</main></div>');
    expect(html).toContain('<html lang="de"');
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(inputs.at(-1)?.nonce).toBe(nonce);
    expect(inputs.at(-1)?.waitMs).toBe(2000);
    expect(new URL(inputs.at(-1)?.request.url ?? '').pathname).toBe('/de/demo-all/cart-1');
  });

  it('streams the page: the head and its preloads leave before the render has finished', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The render's first part, then nothing until the test releases the rest.
    const heldBack = () =>
      new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode('<main>the form</main>'));
          await released;
          controller.close();
        },
      });
    for (const acceptEncoding of ['identity', 'br', 'gzip']) {
      const response = await serve({ kind: 'page', status: 200, body: heldBack() }).request('/de/demo-all/cart-1', {
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.headers.get('content-encoding')).toBe(acceptEncoding === 'identity' ? null : acceptEncoding);
      const first = await (response.body as ReadableStream<Uint8Array>).getReader().read();
      expect(first.done).toBe(false);
    }
    release();
    const whole = await serve(page(200, '<main>the form</main>')).request('/de/demo-all/cart-1');
    const html = await whole.text();
    expect(html).toContain('<div id="root"><main>the form</main></div>');
    // Painted first: its scripts are written back once it has (loadScriptsAfterPaint).
    expect(html).not.toMatch(/<script[^>]*type="module"[^>]*src=/);
    expect(whole.headers.get('link')).toBeNull();
  });

  it("preloads a rendered page's catalogue but not its country names, which came in its query cache; the shell both", async () => {
    const build = {
      manifest: {
        'index.html': { file: 'assets/main-abc123.js', isEntry: true },
        'catalogue.ts': { file: 'assets/de-1.js' },
        'names.ts': { file: 'assets/names-de-1.js' },
      },
      packageEntries: {
        '@checkout/i18n/catalogues/de': 'assets/de-1.js',
        '@checkout/reference-data/names/de': 'assets/names-de-1.js',
      },
    };
    const withBuild = (rendered: RenderedPage) =>
      createServerApp({
        distDir,
        config,
        security: readSecurityOptions({}, config),
        describe: describePage,
        platformReadWaitMs: 2000,
        render: async () => rendered,
        ...build,
      });
    const rendered = await (await withBuild(page(200, '<main>the form</main>')).request('/de/demo-all/cart-1')).text();
    expect(rendered).toContain('/assets/de-1.js');
    expect(rendered).not.toContain('/assets/names-de-1.js');
    const shell = await (await withBuild({ kind: 'shell' }).request('/de/demo-all/cart-1')).text();
    expect(shell).toContain('<link rel="modulepreload" crossorigin href="/assets/names-de-1.js">');
  });

  it("answers the routes' redirect as a redirect, uncached", async () => {
    const response = await serve({ kind: 'redirect', status: 307, location: '/de/error/quote-unavailable' }).request(
      '/de/demo-all/cart-1',
    );
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/de/error/quote-unavailable');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('sends the shell for the browser to render when the render came too late', async () => {
    const response = await serve({ kind: 'shell' }).request('/de/demo-all/cart-1');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('sends the shell under a 500 when the render fails, never the error', async () => {
    const response = await serve(new Error('render broke')).request('/de/demo-all/cart-1');
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('render broke');
  });

  it('renders nothing with a wait of 0', async () => {
    inputs.length = 0;
    const response = await serve(page(200, '<main>rendered</main>'), {}, 0).request('/de/demo-all/cart-1');
    expect(await response.text()).not.toContain('rendered');
    expect(inputs).toEqual([]);
  });

  it('passes the sandbox’s fault header on to the sandbox, and never to a real platform', async () => {
    inputs.length = 0;
    const fault = { 'x-sandbox-fault': 'status=500' };
    await serve(page(200, '')).request('/en/demo-all/cart-1', { headers: fault });
    expect(inputs.at(-1)?.readHeaders).toEqual(fault);
    await serve(page(200, ''), { CHECKOUT_API_BASE: 'https://platform.test' }).request('/en/demo-all/cart-1', {
      headers: fault,
    });
    expect(inputs.at(-1)?.readHeaders).toEqual({});
  });

  it("embeds the page's configuration the render got, with its merchant's approved files on a checkout page only", async () => {
    inputs.length = 0;
    await serve(page(200, '')).request('/en/demo-hostile/cart-1');
    await serve(page(200, '')).request('/en/demo-hostile/update-payment-method');
    const [checkout, update] = inputs.map((input) => input.config as Record<string, unknown>);
    expect(checkout).toHaveProperty('merchantAssets.apiKey', 'demo-hostile');
    expect(update).not.toHaveProperty('merchantAssets');
  });
});

describe('readPlatformReadWaitMs', () => {
  it('defaults to 800 ms, takes 0 to switch the reads off, and refuses anything else', () => {
    expect(readPlatformReadWaitMs({})).toBe(800);
    expect(readPlatformReadWaitMs({ PLATFORM_READ_WAIT_MS: ' 0 ' })).toBe(0);
    expect(readPlatformReadWaitMs({ PLATFORM_READ_WAIT_MS: '1500' })).toBe(1500);
    for (const value of ['-1', '1.5', 'soon', '10001']) {
      expect(() => readPlatformReadWaitMs({ PLATFORM_READ_WAIT_MS: value })).toThrow('PLATFORM_READ_WAIT_MS');
    }
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
    ).toMatchObject({
      checkoutApiBase: 'https://api.example',
      generalApiBase: 'https://general.example',
      utilsApiBase: 'https://utils.example',
    });
  });

  it('turns the optional services off for a real platform unless they are configured', () => {
    const config = readRuntimeConfig({ CHECKOUT_API_BASE: 'https://api.example', CAPTCHA_SITE_KEY: 'site' });
    expect(config).toMatchObject({
      captchaSiteKey: 'site',
      captchaScriptUrl: 'https://www.google.com/recaptcha/api.js',
      mapsApiKey: null,
      mapsScriptUrl: 'https://maps.googleapis.com/maps/api/js',
      featureFlagsUrl: null,
      featureFlagsClientKey: null,
      sandboxOrigin: null,
    });
  });

  it('points everything at the sandbox URL it is given', () => {
    const config = readRuntimeConfig({ SANDBOX_URL: 'http://127.0.0.1:5555/' });
    expect(config.checkoutApiBase).toBe('http://127.0.0.1:5555');
    expect(config.captchaScriptUrl).toBe('http://127.0.0.1:5555/sandbox/sdk/recaptcha.js');
    expect(config.sandboxOrigin).toBe('http://127.0.0.1:5555');
  });

  it('defaults the general and utils bases to the checkout base', () => {
    expect(readRuntimeConfig({ CHECKOUT_API_BASE: 'https://api.example' }).utilsApiBase).toBe('https://api.example');
  });
});
