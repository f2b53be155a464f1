// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { COUNTRY_SLOT, type EarlyReadsPlan } from '../../src/early/earlyReadsPlan';
import { addEmbeddedReads, readPlatformForPage } from './readPlatformForPage';

const API = 'https://api.example/api/demo';
const FLAGS = 'https://flags.example/api/frontend?appName=checkout&properties%5BapiKey%5D=demo';
const plan: EarlyReadsPlan = {
  lang: 'fr',
  scope: { apiKey: 'demo', cartId: 'cart-1' },
  cart: `${API}/cart/cart-1`,
  paymentOptions: `${API}/payments/fr`,
  flags: { url: FLAGS, headers: { accept: 'application/json', authorization: 'key-1' } },
  deliveryDates: `${API}/order/cart-1/delivery-dates`,
  shippingMethods: `${API}/cart/cart-1/shipping-countries/${COUNTRY_SLOT}/shipping-methods`,
};
const LOCALE = `${API}/locale`;
const COUNTRIES = `${API}/cart/cart-1/shipping-countries`;
const METHODS_FR = `${API}/cart/cart-1/shipping-countries/FR/shipping-methods`;
const firstReads = [LOCALE, plan.paymentOptions, plan.cart, COUNTRIES];

const envelope = (data: unknown) => ({ status: true, data });

/** A platform answering every URL with `{ status: true, data: { url } }` unless `answers` says otherwise. */
function platform(answers: Record<string, () => Promise<Response>> = {}) {
  return vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const answer = answers[url];
    if (answer) return answer();
    if (init?.signal?.aborted) throw init.signal.reason;
    return Response.json(envelope({ url }));
  });
}

describe('readPlatformForPage', () => {
  it('reads the page’s first reads, the flags with the client key, then the dates and methods the settings show', async () => {
    const fetch = platform({
      [plan.cart]: async () => Response.json(envelope({ id: 'cart-1', settings: { delivery_dates: true } })),
      [FLAGS]: async () => Response.json({ toggles: [{ name: 'checkout_shipping_choice', enabled: true }] }),
    });
    const reads = await readPlatformForPage(firstReads, plan, { waitMs: 1000, fetch, headers: { 'x-test': '1' } });
    // French forms start in France, as in the browser without a saved form.
    expect(Object.keys(reads).sort()).toEqual([...firstReads, FLAGS, plan.deliveryDates, METHODS_FR].sort());
    expect(reads[plan.cart]).toEqual({
      status: 200,
      body: envelope({ id: 'cart-1', settings: { delivery_dates: true } }),
    });
    expect(fetch).toHaveBeenCalledWith(
      FLAGS,
      expect.objectContaining({ headers: expect.objectContaining({ authorization: 'key-1', 'x-test': '1' }) }),
    );
    // Each read once, every one with the given headers.
    expect(fetch).toHaveBeenCalledTimes(7);
    for (const [, init] of fetch.mock.calls)
      expect(init?.headers).toMatchObject({ accept: 'application/json', 'x-test': '1' });
  });

  it('reads no dependent read the settings and flags switch off', async () => {
    const fetch = platform({
      [FLAGS]: async () =>
        Response.json({
          toggles: [
            { name: 'checkout_shipping_choice', enabled: false },
            { name: 'checkout_delivery_dates', enabled: false },
          ],
        }),
    });
    const reads = await readPlatformForPage(firstReads, plan, { waitMs: 1000, fetch });
    expect(Object.keys(reads)).not.toContain(plan.deliveryDates);
    expect(Object.keys(reads)).not.toContain(METHODS_FR);
  });

  it.each([
    ['refused', async () => Response.json({ status: false, message: 'Not found' }, { status: 404 })],
    ['not JSON', async () => new Response('<html>', { headers: { 'content-type': 'text/html' } })],
    ['truncated', async () => new Response('{"status":tr', { headers: { 'content-type': 'application/json' } })],
    ['unreachable', async () => Promise.reject(new TypeError('fetch failed'))],
  ])('leaves a read that is %s to the browser, and the ones that depend on it', async (_, answer) => {
    const fetch = platform({ [plan.cart]: answer });
    const reads = await readPlatformForPage(firstReads, plan, { waitMs: 1000, fetch });
    expect(Object.keys(reads).sort()).toEqual([LOCALE, plan.paymentOptions, COUNTRIES, FLAGS].sort());
  });

  it('gives up on what takes longer than the page waits, and answers in time', async () => {
    const slow = () => new Promise<Response>(() => undefined);
    const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      if (String(input) === COUNTRIES)
        return new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        );
      return String(input) === plan.cart ? slow() : Response.json(envelope({}));
    });
    const started = Date.now();
    const reads = await Promise.race([
      readPlatformForPage(firstReads, plan, { waitMs: 50, fetch }),
      new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 2000)),
    ]);
    expect(reads).not.toBe('late');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(Object.keys(reads).sort()).toEqual([LOCALE, plan.paymentOptions, FLAGS].sort());
  });

  it('counts flags it cannot read as none, as the early script does', async () => {
    const fetch = platform({
      [plan.cart]: async () => Response.json(envelope({ id: 'cart-1', settings: { delivery_dates: true } })),
      [FLAGS]: async () => Response.json({ nope: true }),
    });
    const reads = await readPlatformForPage(firstReads, plan, { waitMs: 1000, fetch });
    expect(Object.keys(reads)).toContain(plan.deliveryDates);
  });

  it('reads nothing when switched off, or when the page has no reads', async () => {
    const fetch = platform();
    await expect(readPlatformForPage(firstReads, plan, { waitMs: 0, fetch })).resolves.toEqual({});
    await expect(readPlatformForPage([], null, { waitMs: 1000, fetch })).resolves.toEqual({});
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads only the first reads on pages without the checkout’s plan', async () => {
    const fetch = platform();
    const reads = await readPlatformForPage([LOCALE], null, { waitMs: 1000, fetch });
    expect(Object.keys(reads)).toEqual([LOCALE]);
  });
});

describe('addEmbeddedReads', () => {
  it('adds the answers as a JSON block no answer can close', () => {
    const html = addEmbeddedReads('<head></head>', {
      [LOCALE]: { status: 200, body: { name: '</script><script>x()' } },
    });
    const json = /<script id="checkout-reads" type="application\/json">(.*)<\/script><\/head>/.exec(html)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ [LOCALE]: { status: 200, body: { name: '</script><script>x()' } } });
  });

  it('adds nothing without answers', () => {
    expect(addEmbeddedReads('<head></head>', {})).toBe('<head></head>');
  });
});
