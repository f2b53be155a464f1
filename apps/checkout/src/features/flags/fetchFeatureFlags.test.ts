import { describe, expect, it, vi } from 'vitest';
import { fetchFeatureFlags } from './fetchFeatureFlags';

/** A flag service answering `body` with `status`, recording what it was asked. */
const serviceAnswering = (body: unknown, status = 200) =>
  vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => Response.json(body, { status }));

describe('fetchFeatureFlags', () => {
  it('resolves to no flags without a configured service, so defaults apply', async () => {
    const fetch = vi.fn();
    await expect(fetchFeatureFlags({ url: null, clientKey: null }, 'demo-all', { fetch })).resolves.toEqual({});
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the api key in the context and the client key, and maps toggles by name', async () => {
    const fetch = serviceAnswering({
      toggles: [
        { name: 'checkout_bot_check', enabled: true, variant: { name: 'disabled' } },
        { name: 'checkout_delivery_dates', enabled: false },
      ],
    });
    const flags = await fetchFeatureFlags(
      { url: 'http://127.0.0.1:4010/unleash/api/frontend', clientKey: 'key-1' },
      'demo-all',
      { fetch },
    );
    expect(flags).toEqual({ checkout_bot_check: true, checkout_delivery_dates: false });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe(
      'http://127.0.0.1:4010/unleash/api/frontend?appName=checkout&properties%5BapiKey%5D=demo-all',
    );
    expect(init?.headers).toEqual({ accept: 'application/json', authorization: 'key-1' });
  });

  it('reads a service on the page’s own origin, and escapes the api key', async () => {
    const fetch = serviceAnswering({ toggles: [] });
    await fetchFeatureFlags({ url: '/flags', clientKey: null }, 'a&b', { fetch });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${location.origin}/flags?appName=checkout&properties%5BapiKey%5D=a%26b`);
    expect(init?.headers).toEqual({ accept: 'application/json', authorization: '' });
  });

  it('rejects when the service fails, for the caller to log', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('no', { status: 401 }));
    await expect(fetchFeatureFlags({ url: 'http://x/flags', clientKey: null }, 'k', { fetch })).rejects.toThrow('401');
  });

  it.each([
    null,
    {},
    { toggles: 'x' },
    { toggles: [{ name: 'a' }] },
    { toggles: [{ enabled: true }] },
    { toggles: [null] },
  ])('refuses an answer of another shape: %j', async (body) => {
    await expect(
      fetchFeatureFlags({ url: 'http://x/flags', clientKey: null }, 'k', { fetch: serviceAnswering(body) }),
    ).rejects.toThrow(TypeError);
  });
});
