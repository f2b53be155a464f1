import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyFlagsReadScript, featureFlagsRequestUrl, takeEarlyFlagsRead } from './earlyFlagsRead';
import { fetchFeatureFlags } from './fetchFeatureFlags';

const SERVICE = 'http://127.0.0.1:4610/unleash/api/frontend';
const url = featureFlagsRequestUrl(SERVICE, 'demo-all');

/** Runs the document's script as the browser would, with `fetch` answered by `answer`. */
function runScript(script: string, answer: () => Promise<Response>) {
  const fetch = vi.fn(answer);
  new Function('window', 'fetch', script)(globalThis, fetch);
  return fetch;
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>).checkoutEarlyReads;
});

describe('featureFlagsRequestUrl', () => {
  it('puts the app name and the api key into the context, relative URLs against the page', () => {
    expect(url).toBe(`${SERVICE}?appName=checkout&properties%5BapiKey%5D=demo-all`);
    expect(featureFlagsRequestUrl('/flags', 'a&b', 'https://pay.example/en/x/y')).toBe(
      'https://pay.example/flags?appName=checkout&properties%5BapiKey%5D=a%26b',
    );
  });
});

describe('the read the document starts', () => {
  it('is taken by the app once, with the client key sent, instead of a second request', async () => {
    const documentFetch = runScript(earlyFlagsReadScript(url, 'key-1'), async () =>
      Response.json({ toggles: [{ name: 'checkout_delivery_dates', enabled: true }] }),
    );
    expect(documentFetch).toHaveBeenCalledWith(url, {
      headers: { accept: 'application/json', authorization: 'key-1' },
    });
    const appFetch = vi.fn();
    const flags = await fetchFeatureFlags({ url: SERVICE, clientKey: 'key-1' }, 'demo-all', { fetch: appFetch });
    expect(flags).toEqual({ checkout_delivery_dates: true });
    expect(appFetch).not.toHaveBeenCalled();
    expect(takeEarlyFlagsRead(url)).toBeUndefined();
  });

  it('leaves a failed read for the app to send again', async () => {
    runScript(earlyFlagsReadScript(url, 'key-1'), () => Promise.reject(new TypeError('Failed to fetch')));
    const appFetch = vi.fn(async () => Response.json({ toggles: [] }));
    await expect(
      fetchFeatureFlags({ url: SERVICE, clientKey: 'key-1' }, 'demo-all', { fetch: appFetch }),
    ).resolves.toEqual({});
    expect(appFetch).toHaveBeenCalledOnce();
  });

  it('hands a refused read to the app like its own', async () => {
    runScript(earlyFlagsReadScript(url, null), async () => new Response('no', { status: 401 }));
    await expect(fetchFeatureFlags({ url: SERVICE, clientKey: null }, 'demo-all', { fetch: vi.fn() })).rejects.toThrow(
      '401',
    );
  });

  it('cannot be closed by what the URL or the key hold', () => {
    const script = earlyFlagsReadScript('https://x.example/f?k=</script><script>alert(1)//', '</script>');
    expect(script).not.toContain('<');
  });
});
