import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchFeatureFlags } from '../app/fetchFeatureFlags';
import {
  EARLY_READ_TTL_MS,
  EARLY_READS,
  EMBEDDED_READS_ID,
  earlyReads,
  embeddedReadsOf,
  featureFlagsRequestUrl,
  takeEarlyRead,
  togglesOf,
  withEarlyReads,
} from './earlyReads';

const SERVICE = 'http://127.0.0.1:4610/unleash/api/frontend';
const flagsUrl = featureFlagsRequestUrl(SERVICE, 'demo-all');
const CART = 'http://127.0.0.1:4610/api/demo-all/cart/cart-1';

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[EARLY_READS];
  delete (globalThis as Record<string, unknown>).checkoutEarlyReadsAt;
  document.getElementById(EMBEDDED_READS_ID)?.remove();
});

/** Puts the server's `#checkout-reads` block into the document, as the production server writes it. */
function embed(text: string): void {
  const block = document.createElement('script');
  block.id = EMBEDDED_READS_ID;
  block.type = 'application/json';
  block.textContent = text;
  document.head.append(block);
}

describe('the answers the server embedded', () => {
  it('answer the app’s reads as the platform did, once, without a request', async () => {
    const cart = { status: true, data: { id: 'cart-1', note: '</script><b>' } };
    embed(JSON.stringify({ [CART]: { status: 200, body: cart } }).replace(/</g, '\\u003c'));
    const send = vi.fn(async () => Response.json({ id: 'again' }));
    const answer = await withEarlyReads(send)(CART, { method: 'GET' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    await expect(answer.json()).resolves.toEqual(cart);
    expect(send).not.toHaveBeenCalled();
    await withEarlyReads(send)(CART, { method: 'GET' });
    expect(send).toHaveBeenCalledOnce();
  });

  it.each([
    ['no block', null],
    ['a block that is not JSON', '{"x":'],
    ['a block that is not a map', '[1]'],
  ])('are none with %s', (_, text) => {
    if (text !== null) embed(text);
    expect(embeddedReadsOf(document)).toEqual({});
  });

  it('leave anything but a successful answer to the app', () => {
    embed(JSON.stringify({ a: { status: 500, body: {} }, b: { body: {} }, c: null, d: { status: 200, body: null } }));
    expect(Object.keys(embeddedReadsOf(document))).toEqual(['d']);
  });
});

describe('featureFlagsRequestUrl', () => {
  it('puts the app name and the api key into the context, relative URLs against the page', () => {
    expect(flagsUrl).toBe(`${SERVICE}?appName=checkout&properties%5BapiKey%5D=demo-all`);
    expect(featureFlagsRequestUrl('/flags', 'a&b', 'https://pay.example/en/x/y')).toBe(
      'https://pay.example/flags?appName=checkout&properties%5BapiKey%5D=a%26b',
    );
  });
});

describe('togglesOf', () => {
  it('maps toggles by name', () => {
    expect(
      togglesOf({
        toggles: [
          { name: 'a', enabled: true, variant: {} },
          { name: 'b', enabled: false },
        ],
      }),
    ).toEqual({
      a: true,
      b: false,
    });
  });

  it.each([
    null,
    {},
    { toggles: 'x' },
    { toggles: [{ name: 'a' }] },
    { toggles: [{ enabled: true }] },
    { toggles: [null] },
  ])('refuses %j', (body) => {
    expect(() => togglesOf(body)).toThrow(TypeError);
  });
});

describe('withEarlyReads', () => {
  it('answers a GET the document started with its response, once, and sends the next one', async () => {
    const early = Response.json({ id: 'cart-1' });
    earlyReads()[CART] = Promise.resolve(early);
    const send = vi.fn(async () => Response.json({ id: 'again' }));
    const fetchWith = withEarlyReads(send);
    await expect(fetchWith(CART, { method: 'GET', headers: { accept: 'application/json' } })).resolves.toBe(early);
    expect(send).not.toHaveBeenCalled();
    await fetchWith(CART, { method: 'GET' });
    expect(send).toHaveBeenCalledOnce();
  });

  it('drops what the app did not take in the page’s first minute, and reads afresh', async () => {
    const now = Date.now();
    earlyReads(now)[CART] = Promise.resolve(Response.json({ id: 'old' }));
    earlyReads(now)['https://x.example/other'] = Promise.resolve(Response.json({}));
    expect(takeEarlyRead(CART, now + EARLY_READ_TTL_MS + 1)).toBeUndefined();
    expect(takeEarlyRead('https://x.example/other', now)).toBeUndefined();
  });

  it('sends a read the document could not make or did not need itself', async () => {
    earlyReads()[CART] = Promise.resolve(null);
    const send = vi.fn(async () => Response.json({ id: 'cart-1' }));
    const init = { method: 'GET' };
    await withEarlyReads(send)(CART, init);
    expect(send).toHaveBeenCalledWith(CART, init);
  });

  it('never answers a write with a read', async () => {
    const early = Promise.resolve(Response.json({}));
    earlyReads()[CART] = early;
    const send = vi.fn(async () => new Response(null, { status: 204 }));
    await withEarlyReads(send)(CART, { method: 'PUT', body: '{}' });
    expect(send).toHaveBeenCalledOnce();
    expect(takeEarlyRead(CART)).toBe(early);
  });
});

describe('the flag read the document starts', () => {
  it('is taken by fetchFeatureFlags instead of a second request', async () => {
    earlyReads()[flagsUrl] = Promise.resolve(
      Response.json({ toggles: [{ name: 'checkout_delivery_dates', enabled: true }] }),
    );
    const appFetch = vi.fn();
    const flags = await fetchFeatureFlags({ url: SERVICE, clientKey: 'key-1' }, 'demo-all', { fetch: appFetch });
    expect(flags).toEqual({ checkout_delivery_dates: true });
    expect(appFetch).not.toHaveBeenCalled();
    expect(takeEarlyRead(flagsUrl)).toBeUndefined();
  });

  it('is sent again when it failed', async () => {
    earlyReads()[flagsUrl] = Promise.resolve(null);
    const appFetch = vi.fn(async () => Response.json({ toggles: [] }));
    await expect(
      fetchFeatureFlags({ url: SERVICE, clientKey: 'key-1' }, 'demo-all', { fetch: appFetch }),
    ).resolves.toEqual({});
    expect(appFetch).toHaveBeenCalledOnce();
  });

  it('hands a refusal to the app like its own', async () => {
    earlyReads()[flagsUrl] = Promise.resolve(new Response('no', { status: 401 }));
    await expect(fetchFeatureFlags({ url: SERVICE, clientKey: null }, 'demo-all', { fetch: vi.fn() })).rejects.toThrow(
      '401',
    );
  });
});
