import { describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig } from '../server/readRuntimeConfig';
import { EMBEDDED_CONFIG_ID, loadRuntimeConfig } from './runtimeConfig';

const config = { checkoutApiBase: 'http://127.0.0.1:4010', captchaSiteKey: 'site' };

function documentWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (text !== null) {
    const script = doc.createElement('script');
    script.id = EMBEDDED_CONFIG_ID;
    script.type = 'application/json';
    script.textContent = text;
    doc.head.append(script);
  }
  return doc;
}

describe('loadRuntimeConfig', () => {
  it('reads the configuration embedded in the page without a request', async () => {
    const fetchImpl = vi.fn();
    const loaded = await loadRuntimeConfig(fetchImpl, documentWith(JSON.stringify(config)));
    expect(loaded).toMatchObject({
      checkoutApiBase: 'http://127.0.0.1:4010',
      captchaSiteKey: 'site',
      mapsApiKey: null,
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('reads the merchant assets the page may load, and approves nothing when they are absent or malformed', async () => {
    const assets = { apiKey: 'demo', files: [{ src: 'https://cdn.example/a.js', integrity: 'sha384-x' }] };
    const read = (extra: object) => loadRuntimeConfig(vi.fn(), documentWith(JSON.stringify({ ...config, ...extra })));
    expect((await read({ merchantAssets: assets })).merchantAssets).toEqual(assets);
    expect((await read({})).merchantAssets).toBeNull();
    expect(
      (await read({ merchantAssets: { apiKey: 'demo', files: 'https://cdn.example' } })).merchantAssets,
    ).toBeNull();
  });

  it('keeps the sandbox origin the server computes (the redirect allowlist reads it), null against a real platform', async () => {
    // What the production server embeds and serves as /config.json (`embedConfig`, `createServerApp`).
    const served = async (env: NodeJS.ProcessEnv) =>
      loadRuntimeConfig(vi.fn(), documentWith(JSON.stringify(readRuntimeConfig(env))));
    expect((await served({})).sandboxOrigin).toBe('http://127.0.0.1:4010');
    expect((await served({ SANDBOX_URL: 'http://localhost:5555/' })).sandboxOrigin).toBe('http://localhost:5555');
    const production = await served({ CHECKOUT_API_BASE: 'https://api.platform.example' });
    expect(production.checkoutApiBase).toBe('https://api.platform.example');
    expect(production.sandboxOrigin).toBeNull();
    expect((await loadRuntimeConfig(vi.fn(), documentWith(JSON.stringify(config)))).sandboxOrigin).toBeNull();
  });

  it('keeps the operator’s redirect origins (REDIRECT_ORIGINS) the server read, none when absent or malformed', async () => {
    const served = readRuntimeConfig({
      CHECKOUT_API_BASE: 'https://api.platform.example',
      REDIRECT_ORIGINS: 'https://pay.gateway.example https://confirm.bank.example',
    });
    const read = (value: object) => loadRuntimeConfig(vi.fn(), documentWith(JSON.stringify(value)));
    expect((await read(served)).redirectOrigins).toEqual([
      'https://pay.gateway.example',
      'https://confirm.bank.example',
    ]);
    expect((await read(config)).redirectOrigins).toEqual([]);
    expect((await read({ ...config, redirectOrigins: 'https://pay.gateway.example' })).redirectOrigins).toEqual([]);
  });

  it.each([null, '{broken', '{"nothing":1}'])('asks /config.json when the embedded block is %s', async (text) => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(config)));
    const loaded = await loadRuntimeConfig(fetchImpl, documentWith(text));
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', expect.anything());
    expect(loaded.checkoutApiBase).toBe('http://127.0.0.1:4010');
  });

  it('says what failed when the server has no configuration', async () => {
    const fetchImpl = vi.fn(async () => new Response('', { status: 503 }));
    await expect(loadRuntimeConfig(fetchImpl, documentWith(null))).rejects.toThrow('(503)');
  });
});
