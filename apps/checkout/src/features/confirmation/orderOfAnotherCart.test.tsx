import { CheckoutApiError, type OrderConfirmation } from '@checkout/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../app/AppServices';
import { createAppRouter, createQueryClient } from '../../router';
import type { RuntimeConfig } from '../../runtimeConfig';
import { pageStatus } from '../../ssr/pageStatus';
import { paymentStorage } from '../payment/paymentStorage';

// Issue 41, finding 5: the real route tree over a platform double. The confirmation page and every
// provider return show only an order of the cart in their address; another cart's order (or one
// that does not name its cart) is the not-found page with its 404 status, and nothing of it is shown
// or kept in the tab.

/** An open order of `cartId` (`null`: the answer does not name its cart), with what the page would show of it. */
const orderOf = (id: string, cartId: string | null): OrderConfirmation => ({
  order: {
    id,
    cart_id: cartId,
    number: `NR-${id.toUpperCase()}`,
    status: 'open',
    currency: 'EUR',
    sum_total_due: { amount: 98_765, currency: 'EUR' },
    created_at: null,
    shipping_method: null,
    delivery: null,
    voucher: null,
    billing_address: { first_name: 'Grace', last_name: 'Hopper', city: 'Arlington' },
    shipping_address: null,
  },
  items: [],
});

/** The platform's orders of merchant `demo`: one of cart-1, one of cart-2, one that does not say. */
const orders: Readonly<Record<string, OrderConfirmation>> = {
  ord_mine: orderOf('ord_mine', 'cart-1'),
  ord_other: orderOf('ord_other', 'cart-2'),
  ord_unnamed: orderOf('ord_unnamed', null),
};

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

const getOrder = vi.fn(async (orderId: string) => {
  const order = orders[orderId];
  if (!order)
    throw new CheckoutApiError('http', 'Order not found.', { status: 404, serverMessage: 'Order not found.' });
  return { data: order, meta: null };
});
const resetCart = vi.fn(async () => ({ data: null, meta: null }));
// Stripe knows no intent of these orders: its verify answers 404, as the platform does for a pair that does not belong together.
const verifyStripeIntent = vi.fn(async () => {
  throw new CheckoutApiError('http', 'Payment not found.', { status: 404, serverMessage: 'Payment not found.' });
});

/** A merchant without overrides, its orders, and nothing else. */
const api = new Proxy(
  {},
  {
    get: (_target, call: string) => {
      if (call === 'getOrder') return getOrder;
      if (call === 'resetCart') return resetCart;
      if (call === 'verifyStripeIntent') return verifyStripeIntent;
      return async () => {
        if (['getLocale', 'getStyling', 'getTheme', 'getPaymentOptions'].includes(call))
          return { status: 200, data: null };
        throw new Error(`${call} is not served in this test`);
      };
    },
  },
);
const services = { config, reporter: { report: vi.fn() }, api: () => api } as unknown as AppServices;

beforeAll(() => {
  // jsdom has no scrolling; the router restores scroll positions.
  window.scrollTo = () => undefined;
});

afterEach(() => {
  sessionStorage.clear();
  getOrder.mockClear();
});

/** Opens `path` in the app; resolves with the router once its page has loaded. */
async function open(path: string) {
  window.history.replaceState(null, '', path);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, services);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return router;
}

/** Nothing the page shows or the tab keeps holds anything of the order `id`. */
function expectNothingOf(id: string) {
  const order = orders[id]?.order;
  const shown = document.body.textContent ?? '';
  expect(shown).not.toContain(order?.number ?? id);
  expect(shown).not.toContain('987.65');
  expect(shown).not.toContain('Grace');
  expect(shown).not.toMatch(/thank you/i);
  const kept = Object.keys(sessionStorage).map((key) => `${key}=${sessionStorage.getItem(key)}`);
  expect(kept.join('\n')).not.toContain(id);
}

/** The not-found page shows, and the server would answer it with 404 (the status of its route matches). */
async function expectNotFound(router: Awaited<ReturnType<typeof open>>) {
  const page = await screen.findByTestId('error-page');
  expect(page.getAttribute('data-status')).toBe('404');
  expect(pageStatus(router.state.matches)).toBe(404);
}

describe('the order confirmation shows only an order of the cart in its address', () => {
  it('shows an order of this cart', async () => {
    await open('/en/demo/cart-1/order-confirmation?order_id=ord_mine');
    expect((await screen.findByTestId('order-number')).textContent).toBe('NR-ORD_MINE');
  });

  it.each([
    ['another cart', 'ord_other'],
    ['no cart it names', 'ord_unnamed'],
  ])('is the not-found page (404) for an order of %s, with nothing of it', async (_name, orderId) => {
    const router = await open(`/en/demo/cart-1/order-confirmation?order_id=${orderId}`);
    await expectNotFound(router);
    expect(screen.queryByTestId('order-confirmation')).toBeNull();
    expectNothingOf(orderId);
  });

  it('reads the order the address names when this tab kept another: never shows another cart’s order', async () => {
    paymentStorage.saveConfirmation('demo', 'cart-1', orders.ord_mine as OrderConfirmation);
    const router = await open('/en/demo/cart-1/order-confirmation?order_id=ord_other');
    await expectNotFound(router);
    expectNothingOf('ord_other');
    // What this tab kept of its own order stays as it was.
    expect(paymentStorage.readConfirmation('demo', 'cart-1')?.order.id).toBe('ord_mine');
  });

  it('shows the confirmation this tab kept when the address names that order, without reading it again', async () => {
    paymentStorage.saveConfirmation('demo', 'cart-1', orders.ord_mine as OrderConfirmation);
    await open('/en/demo/cart-1/order-confirmation?order_id=ord_mine');
    expect((await screen.findByTestId('order-number')).textContent).toBe('NR-ORD_MINE');
    expect(getOrder).not.toHaveBeenCalled();
  });
});

describe.each([
  ['Mollie v1', 'mollie-redirected'],
  ['Mollie v2', 'mollie-redirected/v2'],
  ['the generic return', 'redirected'],
])('the %s return shows only an order of the cart in its address', (_name, route) => {
  it.each([
    ['another cart', 'ord_other'],
    ['no cart it names', 'ord_unnamed'],
  ])('is the not-found page (404) for an order of %s in its address, keeping nothing', async (_case, orderId) => {
    paymentStorage.saveConfirmation('demo', 'cart-1', orders.ord_mine as OrderConfirmation);
    const router = await open(`/en/demo/cart-1/${route}?order_id=${orderId}`);
    await expectNotFound(router);
    expect(screen.queryByTestId('payment-return')).toBeNull();
    expectNothingOf(orderId);
    expect(paymentStorage.readConfirmation('demo', 'cart-1')?.order.id).toBe('ord_mine');
  });
});

describe('a provider return whose kept pending payment names another cart’s order', () => {
  it('is the not-found page, keeps nothing of that order and gives up no draft', async () => {
    paymentStorage.savePending('demo', 'cart-1', {
      adapterId: 'mollie',
      flow: 'checkout',
      orderId: 'ord_other',
      target: null,
      idempotencyKey: 'attempt-1',
    });
    await open('/en/demo/cart-1/mollie-redirected/v2');
    const page = await screen.findByTestId('error-page');
    expect(page.getAttribute('data-status')).toBe('404');
    expect(getOrder).toHaveBeenCalledWith('ord_other', expect.anything());
    expectNothingOf('ord_other');
    expect(paymentStorage.readConfirmation('demo', 'cart-1')).toBeNull();
    expect(resetCart).not.toHaveBeenCalled();
  });
});

describe('a provider return of this cart’s own order', () => {
  it('stays a failed return, not the not-found page, when another platform call answers 404', async () => {
    const router = await open('/en/demo/cart-1/stripe-redirected?order_id=ord_mine&payment_intent=pi_forged');
    const page = await screen.findByTestId('payment-return');
    await waitFor(() => expect(page.getAttribute('data-state')).toBe('failed'));
    expect(verifyStripeIntent).toHaveBeenCalledWith('pi_forged', 'ord_mine', expect.anything());
    expect(screen.queryByTestId('error-page')).toBeNull();
    expect(pageStatus(router.state.matches)).toBe(200);
  });
});
