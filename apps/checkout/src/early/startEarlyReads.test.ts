import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CheckoutFormValues, emptyCheckoutForm } from '../features/checkout/CheckoutFormValues';
import { shippingCountryOf } from '../features/checkout/formCountry';
import { readStoredForm, writeStoredForm } from '../features/checkout/formStorage';
import type { EarlyRead } from './earlyReads';
import { COUNTRY_SLOT, type EarlyReadsPlan } from './earlyReadsPlan';
import { type EarlyReadsEnvironment, startEarlyReads } from './startEarlyReads';

const API = 'https://api.example/api/demo';
const FLAGS = 'https://flags.example/api/frontend?appName=checkout&properties%5BapiKey%5D=demo';
const scope = { apiKey: 'demo', cartId: 'cart-1' };

const plan: EarlyReadsPlan = {
  lang: 'fr',
  scope,
  cart: `${API}/cart/cart-1`,
  paymentOptions: `${API}/payments/fr`,
  flags: { url: FLAGS, headers: { accept: 'application/json', authorization: 'key-1' } },
  deliveryDates: `${API}/order/cart-1/delivery-dates`,
  shippingMethods: `${API}/cart/cart-1/shipping-countries/${COUNTRY_SLOT}/shipping-methods`,
};
const methodsOf = (country: string) => `${API}/cart/cart-1/shipping-countries/${country}/shipping-methods`;

interface Platform {
  cartSettings?: Record<string, unknown> | null;
  paymentSettings?: Record<string, unknown> | null;
  flags?: Record<string, boolean>;
  cart?: () => Promise<Response>;
  flagAnswer?: () => Promise<Response>;
}

/** Runs the early script against a platform answering by URL; returns its reads and the requests it sent. */
function run(
  platform: Platform = {},
  overrides: Partial<EarlyReadsEnvironment> & { plan?: EarlyReadsPlan } = {},
  embedded: Record<string, EarlyRead> = {},
) {
  const answer = (url: string): Promise<Response> => {
    // The platform's answer envelope (spec §7), as the sandbox and the platform send it.
    if (url === plan.cart)
      return (
        platform.cart?.() ??
        Promise.resolve(
          Response.json({ status: true, data: { id: 'cart-1', settings: platform.cartSettings ?? null } }),
        )
      );
    if (url === plan.paymentOptions)
      return Promise.resolve(
        Response.json({ status: true, data: { payment_methods: [], settings: platform.paymentSettings ?? null } }),
      );
    if (url === FLAGS)
      return (
        platform.flagAnswer?.() ??
        Promise.resolve(
          Response.json({
            toggles: Object.entries(platform.flags ?? {}).map(([name, enabled]) => ({ name, enabled })),
          }),
        )
      );
    return Promise.resolve(Response.json({ url }));
  };
  const fetch = vi.fn((input: RequestInfo | URL, _init?: RequestInit) => answer(String(input)));
  const reads: Record<string, EarlyRead | undefined> = { ...embedded };
  startEarlyReads(overrides.plan ?? plan, {
    fetch: fetch as unknown as typeof globalThis.fetch,
    storage: sessionStorage,
    reads,
    now: Date.now(),
    ...overrides,
  });
  const requested = () => fetch.mock.calls.map(([url]) => String(url));
  return { reads, fetch, requested };
}

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('startEarlyReads', () => {
  it('takes the cart and payment options, reads the flags with the client key, then the dates and methods the settings show', async () => {
    const { reads, fetch, requested } = run({ cartSettings: { delivery_dates: true } });
    expect(fetch).toHaveBeenCalledWith(FLAGS, { headers: { accept: 'application/json', authorization: 'key-1' } });
    // French forms start in France: its methods are read.
    await expect(reads[methodsOf('FR')]).resolves.toBeInstanceOf(Response);
    await expect(reads[plan.deliveryDates]).resolves.toBeInstanceOf(Response);
    expect(requested().sort()).toEqual(
      [plan.cart, plan.paymentOptions, FLAGS, plan.deliveryDates, methodsOf('FR')].sort(),
    );
    // The app still reads the bodies: the script only read copies.
    await expect((await reads[plan.cart])?.json()).resolves.toMatchObject({ data: { id: 'cart-1' } });
  });

  it('asks Intl for the page’s language first, so the app’s first render finds its locale table built', () => {
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    run({});
    expect(numbers).toHaveBeenCalledWith(plan.lang);
    expect(dates).toHaveBeenCalledWith(plan.lang);
    numbers.mockRestore();
    dates.mockRestore();
  });

  it('goes on with the reads when Intl refuses the language', () => {
    const { requested } = run({}, { plan: { ...plan, lang: 'not a tag!' } });
    expect(requested()).toContain(plan.cart);
  });

  // Regression: the script read `settings` off the answer envelope instead of its `data`, so the
  // merchant's own settings never started a read; only the flags did.
  it('decides from the settings inside the platform’s answer envelope', async () => {
    const { reads } = run({ paymentSettings: { delivery_dates: true } }, { plan: { ...plan, flags: null } });
    await expect(reads[plan.deliveryDates]).resolves.toBeInstanceOf(Response);
  });

  it('takes the answers the server embedded, and sends only what it did not', async () => {
    const embeddedCart = Promise.resolve(
      Response.json({ status: true, data: { id: 'cart-1', settings: { delivery_dates: true } } }),
    );
    const embeddedDates = Promise.resolve(Response.json({ status: true, data: [] }));
    const { reads, requested } = run({}, {}, { [plan.cart]: embeddedCart, [plan.deliveryDates]: embeddedDates });
    await expect(reads[methodsOf('FR')]).resolves.toBeInstanceOf(Response);
    expect(reads[plan.cart]).toBe(embeddedCart);
    expect(reads[plan.deliveryDates]).toBe(embeddedDates);
    expect(requested().sort()).toEqual([plan.paymentOptions, FLAGS, methodsOf('FR')].sort());
  });

  it('reads the methods of the saved form’s shipping country, as the app will', async () => {
    const saved: CheckoutFormValues = {
      ...emptyCheckoutForm('SE'),
      sameAsBilling: false,
      shipping: { ...emptyCheckoutForm('NO').shipping },
    };
    writeStoredForm(sessionStorage, scope, saved);
    const appCountry = shippingCountryOf(readStoredForm(sessionStorage, scope, emptyCheckoutForm('FR')));
    expect(appCountry).toBe('NO');
    const { reads } = run();
    await expect(reads[methodsOf(appCountry)]).resolves.toBeInstanceOf(Response);
    expect(reads[methodsOf('FR')]).toBeUndefined();
  });

  it('lets a flag switch delivery dates off, and the shipping choice', async () => {
    const { reads, requested } = run({
      cartSettings: { delivery_dates: true },
      flags: { checkout_delivery_dates: false, checkout_shipping_choice: false },
    });
    await expect(reads[plan.deliveryDates]).resolves.toBeNull();
    await expect(reads[methodsOf('FR')]).resolves.toBeNull();
    expect(requested()).not.toContain(plan.deliveryDates);
  });

  it('decides without the flags when they take longer than the route waits', async () => {
    vi.useFakeTimers();
    const { reads, requested } = run({
      cartSettings: { delivery_dates: true },
      flagAnswer: () => new Promise(() => undefined),
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(requested()).not.toContain(plan.deliveryDates);
    await vi.advanceTimersByTimeAsync(1);
    await expect(reads[plan.deliveryDates]).resolves.toBeInstanceOf(Response);
  });

  it('decides from the platform alone without a flag service', async () => {
    const { reads, requested } = run({ cartSettings: { delivery_dates: true } }, { plan: { ...plan, flags: null } });
    await expect(reads[plan.deliveryDates]).resolves.toBeInstanceOf(Response);
    expect(requested()).not.toContain(FLAGS);
  });

  it('counts a refused flag read as no flags', async () => {
    const { reads } = run({
      cartSettings: { delivery_dates: true },
      flagAnswer: async () => new Response('no', { status: 401 }),
    });
    await expect(reads[plan.deliveryDates]).resolves.toBeInstanceOf(Response);
    // The refusal is the app's to report.
    expect((await reads[FLAGS])?.status).toBe(401);
  });

  it.each([
    ['fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['is not found', async () => Response.json({ message: 'Not found' }, { status: 404 })],
    ['is not JSON', async () => new Response('<html>', { status: 200 })],
  ])('starts nothing more when the cart %s, and leaves the cart to the app', async (_, cart) => {
    const { reads, requested } = run({ cart });
    await expect(reads[plan.deliveryDates]).resolves.toBeNull();
    await expect(reads[methodsOf('FR')]).resolves.toBeNull();
    expect(requested()).toHaveLength(3);
  });

  it('starts the form in the language’s country when storage is switched off', async () => {
    const storage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => undefined,
    };
    const { reads } = run({}, { storage });
    await expect(reads[methodsOf('FR')]).resolves.toBeInstanceOf(Response);
  });
});
