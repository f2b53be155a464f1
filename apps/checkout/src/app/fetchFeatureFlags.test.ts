import { describe, expect, it, vi } from 'vitest';
import { fetchFeatureFlags } from './fetchFeatureFlags';

describe('fetchFeatureFlags', () => {
  it('resolves to no flags without a configured service, so defaults apply', async () => {
    const fetch = vi.fn();
    await expect(fetchFeatureFlags({ url: null, clientKey: null }, 'demo-all', { fetch })).resolves.toEqual({});
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the api key in the context and the client key, and maps toggles by name', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValue(
        Response.json({ toggles: [{ name: 'checkout_bot_check', enabled: true, variant: { name: 'disabled' } }] }),
      );
    const flags = await fetchFeatureFlags(
      { url: 'http://127.0.0.1:4010/unleash/api/frontend', clientKey: 'key-1' },
      'demo-all',
      { fetch },
    );
    expect(flags).toEqual({ checkout_bot_check: true });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(new URL(String(url)).searchParams.get('properties[apiKey]')).toBe('demo-all');
    expect(init.headers.authorization).toBe('key-1');
  });

  it('rejects when the service fails, for the caller to log', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('no', { status: 401 }));
    await expect(fetchFeatureFlags({ url: 'http://x/flags', clientKey: null }, 'k', { fetch })).rejects.toThrow('401');
  });
});
