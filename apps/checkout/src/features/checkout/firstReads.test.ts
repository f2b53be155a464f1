import { type CheckoutApi, checkoutFeatureFlags } from '@checkout/api-client';
import { defaultCountryOf, emptyCheckoutForm, shippingCountryOf } from '@checkout/checkout-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../app/AppServices';
import { createQueryClient } from '../../router';
import type { RuntimeConfig } from '../../runtimeConfig';
import { flagsWithin, prefetchDependentReads } from './firstReads';
import { writeStoredForm } from './formStorage';
import { regionDataQuery } from './useRegionData';

const scope = { lang: 'fr', apiKey: 'demo', cartId: 'cart-1' };

/** Services whose platform answers a cart with `settings`, and records the dependent reads. */
function servicesWith(settings: Record<string, unknown>, cart: () => Promise<object> = async () => ({})) {
  const api = {
    getCart: vi.fn(async () => ({ data: { ...(await cart()), settings } })),
    getPaymentOptions: vi.fn(async () => ({ data: { payment_methods: [], settings: null } })),
    getShippingMethodsForCountry: vi.fn(async () => ({ data: [] })),
    getDeliveryDates: vi.fn(async () => ({ data: { dates: [], possible_timeslots: [] } })),
  };
  const services: AppServices = {
    config: {} as RuntimeConfig,
    api: () => api as unknown as CheckoutApi,
    reporter: { report: vi.fn() } as unknown as AppServices['reporter'],
  };
  return { services, api };
}

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** A flag service at `flags.test` answering `toggles` after `ms`. */
function flagService(services: AppServices, toggles: Record<string, boolean>, ms: number): AppServices {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) =>
          setTimeout(
            () =>
              resolve(
                Response.json({ toggles: Object.entries(toggles).map(([name, enabled]) => ({ name, enabled })) }),
              ),
            ms,
          ),
        ),
    ),
  );
  return {
    ...services,
    config: { featureFlagsUrl: 'http://flags.test/api/frontend', featureFlagsClientKey: null } as RuntimeConfig,
  };
}

describe('prefetchDependentReads', () => {
  it('starts the shipping methods of the language’s country and the delivery dates once the cart is here', async () => {
    const { services, api } = servicesWith({ shipping_choice: true, delivery_dates: true });
    await prefetchDependentReads(createQueryClient(), services, scope);
    expect(api.getShippingMethodsForCountry).toHaveBeenCalledWith('cart-1', 'FR', expect.anything());
    expect(api.getDeliveryDates).toHaveBeenCalledOnce();
  });

  it('asks for the country of the form stored for this cart', async () => {
    const stored = emptyCheckoutForm('FR');
    writeStoredForm(sessionStorage, scope, {
      ...stored,
      sameAsBilling: false,
      shipping: { ...stored.shipping, alpha2: 'AT' },
    });
    const { services, api } = servicesWith({ shipping_choice: true, delivery_dates: false });
    await prefetchDependentReads(createQueryClient(), services, scope);
    expect(api.getShippingMethodsForCountry).toHaveBeenCalledWith('cart-1', 'AT', expect.anything());
    expect(api.getDeliveryDates).not.toHaveBeenCalled();
  });

  it('reads nothing the settings turn off, and leaves a failed cart to the route', async () => {
    const off = servicesWith({ shipping_choice: false, delivery_dates: false });
    await prefetchDependentReads(createQueryClient(), off.services, scope);
    expect(off.api.getShippingMethodsForCountry).not.toHaveBeenCalled();
    expect(off.api.getDeliveryDates).not.toHaveBeenCalled();

    const failing = servicesWith({ shipping_choice: true }, () => Promise.reject(new Error('down')));
    await expect(prefetchDependentReads(createQueryClient(), failing.services, scope)).resolves.toBeUndefined();
    expect(failing.api.getShippingMethodsForCountry).not.toHaveBeenCalled();
  });

  it('imports the region tables at once only when the form’s country has regions', async () => {
    const { services } = servicesWith({});
    const french = createQueryClient();
    await prefetchDependentReads(french, services, scope);
    expect(french.getQueryState(regionDataQuery.queryKey)).toBeUndefined();

    const italian = createQueryClient();
    await prefetchDependentReads(italian, services, { ...scope, lang: 'it' });
    await expect.poll(() => italian.getQueryData(regionDataQuery.queryKey)?.getRegions('IT')).toHaveLength(107);
  });

  it('waits briefly for the flags, so a read they turn on starts with the others', async () => {
    const { services, api } = servicesWith({ shipping_choice: true, delivery_dates: false });
    const flagged = flagService(services, { [checkoutFeatureFlags.deliveryDates]: true }, 30);
    await prefetchDependentReads(createQueryClient(), flagged, scope);
    expect(api.getDeliveryDates).toHaveBeenCalledOnce();
  });

  it('joins the page’s own query instead of reading twice', async () => {
    const { services, api } = servicesWith({ shipping_choice: true, delivery_dates: true });
    // The app's query client: what was read stays fresh for the page's own queries.
    const queryClient = createQueryClient();
    await prefetchDependentReads(queryClient, services, scope);
    await prefetchDependentReads(queryClient, services, scope);
    expect(api.getCart).toHaveBeenCalledOnce();
    expect(api.getDeliveryDates).toHaveBeenCalledOnce();
  });
});

describe('defaultCountryOf and shippingCountryOf', () => {
  it('starts Greek forms in Greece and English ones in Germany, and ships to billing while ticked', () => {
    expect(defaultCountryOf('el')).toBe('GR');
    expect(defaultCountryOf('en')).toBe('DE');
    const form = emptyCheckoutForm('SE');
    expect(shippingCountryOf(form)).toBe(form.billing.alpha2);
    expect(shippingCountryOf({ ...form, sameAsBilling: false, shipping: { ...form.shipping, alpha2: 'NO' } })).toBe(
      'NO',
    );
  });
});

describe('flagsWithin', () => {
  it('answers the flags when they come in time, and nothing when the service is slower', async () => {
    const { services } = servicesWith({});
    const quick = flagService(services, { checkout_bot_check: true }, 5);
    await expect(flagsWithin(createQueryClient(), quick, 'demo', 200)).resolves.toEqual({ checkout_bot_check: true });
    const slow = flagService(services, { checkout_bot_check: true }, 500);
    await expect(flagsWithin(createQueryClient(), slow, 'demo', 20)).resolves.toBeUndefined();
  });
});
