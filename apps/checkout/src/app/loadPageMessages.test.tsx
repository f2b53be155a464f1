import { type MessageArea, messageAreas } from '@checkout/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { type AnyRoute, RouterProvider } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentStorage } from '../features/payment/paymentStorage';
import { createAppRouter, createQueryClient } from '../router';
import type { RuntimeConfig } from '../runtimeConfig';
import { describePage } from '../ssr/describePage';
import type { AppServices } from './AppServices';
import { reloadOnceForChunkError } from './chunkReload';

// The real route tree over a platform double: which page loads which message areas of the catalogue.

/** Which catalogue parts were imported (`en.confirmation`…): every area module of these locales is watched. */
const imported = new Set<string>();
const watchedLocales = ['de', 'fi', 'en'] as const;

/** What the checkout page's provider holds, as the page saw it on each render. */
const checkoutMessageIds = vi.hoisted(() => ({ current: [] as string[] }));

vi.mock('../features/checkout/CheckoutPage', () => ({
  CheckoutPage: function CheckoutPageDouble() {
    const intl = useIntl();
    checkoutMessageIds.current = Object.keys(intl.messages);
    return <main data-testid="checkout-page">{intl.formatMessage({ id: 'errorPage.cartNotFound' })}</main>;
  },
}));

// No reload in a test: a chunk failure shows the reload screen at once.
vi.mock('./chunkReload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./chunkReload')>()),
  reloadOnceForChunkError: vi.fn(() => false),
}));

/** The Swedish confirmation area is missing, as after a deployment replaced the hashed files. */
const areaChunkFailure = new TypeError('Failed to fetch dynamically imported module: /assets/sv.confirmation-1.js');

beforeAll(() => {
  // The confirmation this tab's pay kept (an open order): the confirmation route shows it.
  paymentStorage.saveConfirmation('demo', 'cart-1', {
    order: {
      id: 'ord-1',
      cart_id: 'cart-1',
      number: null,
      status: 'open',
      currency: 'EUR',
      sum_total_due: { amount: 100, currency: 'EUR' },
      created_at: null,
      shipping_method: null,
      delivery: null,
      voucher: null,
      billing_address: null,
      shipping_address: null,
    },
    items: [],
  });
  // jsdom has no scrolling; the router restores scroll positions.
  window.scrollTo = () => undefined;
  vi.doMock('@checkout/i18n/catalogues/sv', async (importOriginal) => {
    const core = await importOriginal<{ readonly areas: Readonly<Record<MessageArea, () => Promise<unknown>>> }>();
    return { ...core, areas: { ...core.areas, confirmation: () => Promise.reject(areaChunkFailure) } };
  });
  for (const locale of watchedLocales) {
    for (const area of messageAreas) {
      vi.doMock(`@checkout/i18n/catalogues/${locale}.${area}`, async (importOriginal) => {
        imported.add(`${locale}.${area}`);
        return importOriginal();
      });
    }
  }
});

const config: RuntimeConfig = {
  checkoutApiBase: 'https://api.test',
  captchaSiteKey: null,
  captchaScriptUrl: null,
  captchaVersion: null,
  mapsApiKey: null,
  mapsScriptUrl: null,
  featureFlagsUrl: null,
  featureFlagsClientKey: null,
  errorReportUrl: null,
  sandboxOrigin: null,
  redirectOrigins: [],
  merchantAssets: null,
  providers: { adyen: null, stripe: null, paypal: null },
};

/** A platform whose merchant has no overrides, a cart `cart-1`, and nothing else. */
const api = new Proxy(
  {},
  {
    get: (_target, call: string) => async () => {
      if (call === 'getCart') return { status: 200, data: { id: 'cart-1', items: [] } };
      if (['getLocale', 'getStyling', 'getTheme', 'getPaymentOptions'].includes(call))
        return { status: 200, data: null };
      throw new Error(`${call} is not served in this test`);
    },
  },
);
const services = { config, reporter: { report: vi.fn() }, api: () => api } as unknown as AppServices;

const AREA_ID = /\b(?:confirmation|return|status|update|cartCreate|system)\.[\w.]+/g;

/**
 * Watches the page from now on for a message id of an area (in any text it held, however briefly),
 * a missing message react-intl reports, or the skeleton.
 */
function watchPage() {
  const seen = { ids: [] as string[], missing: [] as string[], english: false, skeleton: false };
  const see = (text: string | null | undefined) => {
    seen.ids.push(...(text?.match(AREA_ID) ?? []));
    if (text?.includes('Thank you for your order!')) seen.english = true;
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      see(record.oldValue);
      see(record.target.textContent);
      for (const node of record.addedNodes) see(node.textContent);
    }
    if (document.querySelector('[data-testid="page-skeleton"]')) seen.skeleton = true;
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, characterDataOldValue: true });
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('MISSING_TRANSLATION')) seen.missing.push(String(args[0]));
  });
  return {
    seen,
    stop: () => {
      observer.disconnect();
      consoleError.mockRestore();
    },
  };
}

const areasOfMatches = (router: ReturnType<typeof createAppRouter>, path: string) =>
  [...new Set(router.matchRoutes(path).flatMap((match) => match.staticData.messageAreas ?? []))].sort();

describe('the message areas of the pages', () => {
  it('loads none on the checkout page, and the confirmation area before the confirmation shows, in each language', async () => {
    window.history.replaceState(null, '', '/de/demo/cart-1');
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient, services);
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId('checkout-page')).toBeTruthy();
    expect(screen.getByText('Warenkorb nicht gefunden')).toBeTruthy();
    expect(imported).toEqual(new Set());
    expect(checkoutMessageIds.current).toContain('validation.required');
    expect(checkoutMessageIds.current.filter((id) => id.match(AREA_ID))).toEqual([]);

    // The checkout's client-side navigation after paying, then a language switch: the page never shows an
    // id, a missing text or the skeleton.
    const page = watchPage();
    await act(() =>
      router.navigate({
        to: '/$lang/$apiKey/$cartId/order-confirmation',
        params: { lang: 'de', apiKey: 'demo', cartId: 'cart-1' },
      }),
    );
    expect(await screen.findByText('Vielen Dank für Ihre Bestellung!')).toBeTruthy();
    expect(imported).toEqual(new Set(['de.confirmation']));

    // A language switch on the confirmation: the next language's area loads before its texts show.
    await act(() =>
      router.navigate({
        to: '/$lang/$apiKey/$cartId/order-confirmation',
        params: { lang: 'fi', apiKey: 'demo', cartId: 'cart-1' },
      }),
    );
    expect(await screen.findByText('Kiitos tilauksestasi!')).toBeTruthy();
    page.stop();
    expect(imported).toEqual(new Set(['de.confirmation', 'fi.confirmation']));
    // The English defaults of the message descriptors (stripped in production, where the id would show) never showed.
    expect(page.seen.english).toBe(false);
    expect(page.seen.ids).toEqual([]);
    expect(page.seen.missing).toEqual([]);
    expect(page.seen.skeleton).toBe(false);
  });

  it('fail the route like any chunk when their chunk cannot load: the error screen shows in the core texts', async () => {
    window.history.replaceState(null, '', '/sv/demo/cart-1');
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient, services);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Varukorgen hittades inte')).toBeTruthy();
    await act(() =>
      router.navigate({
        to: '/$lang/$apiKey/$cartId/order-confirmation',
        params: { lang: 'sv', apiKey: 'demo', cartId: 'cart-1' },
      }),
    );
    expect(await screen.findByTestId('chunk-error')).toBeTruthy();
    expect(screen.getByText('Kassan har uppdaterats')).toBeTruthy();
    expect(reloadOnceForChunkError).toHaveBeenCalled();
    vi.mocked(console.error).mockRestore();
    vi.mocked(console.warn).mockRestore();
  });

  it('are loaded by the loader of every route that declares them', async () => {
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient, services);
    const routes: AnyRoute[] = Object.values(router.routesById);
    const declaring = routes.filter((route) => (route.options.staticData?.messageAreas ?? []).length > 0);
    expect(declaring.length).toBeGreaterThanOrEqual(12);
    for (const route of declaring) {
      const areas: readonly MessageArea[] = route.options.staticData?.messageAreas ?? [];
      await route.options.loader?.({
        params: { lang: 'en', apiKey: 'demo', cartId: 'cart-1' },
        deps: {},
        context: { queryClient, services },
        location: { searchStr: '' },
        route,
      });
      for (const area of areas) expect(imported, `${route.id} loads en.${area}`).toContain(`en.${area}`);
    }
    expect([...imported].filter((part) => part.startsWith('en.')).sort()).toEqual([
      'en.cartCreate',
      'en.confirmation',
      'en.system',
      'en.update',
    ]);
  });

  it.each([
    ['/de/demo/cart-1', []],
    ['/de/demo/cart-1/order-confirmation', ['confirmation']],
    ['/de/demo/cart-1/redirected', ['confirmation']],
    ['/de/demo/cart-1/stripe-redirected', ['confirmation']],
    ['/de/demo/cart-1/mollie-redirected', ['confirmation']],
    ['/de/demo/cart-1/mollie-redirected/v2', ['confirmation']],
    ['/de/demo/update-payment-method', ['update']],
    ['/de/demo/updated-successfully', ['update']],
    ['/de/demo/stripe-update-flow-redirected', ['update']],
    ['/de/demo/mollie-update-flow-redirected', ['update']],
    ['/de/demo/redirected-payment-update', ['update']],
    ['/de/cart/create', ['cartCreate']],
    ['/de/system-test', ['system']],
    ['/de/system-test/cart-1', []],
    ['/de/error/quote-unavailable', []],
  ])('of %s are the ones the server preloads: %j', (path, areas) => {
    const router = createAppRouter(createQueryClient(), services);
    expect(areasOfMatches(router, path)).toEqual(areas);
    expect([...describePage(new URL(path, 'https://checkout.test')).messageAreas].sort()).toEqual(areas);
  });
});
