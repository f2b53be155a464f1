import type { Cart } from '@checkout/api-client';
import { act, type RenderHookResult, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentStorage } from '../payment/paymentStorage';
import { cartScopeTag } from './cartStorage';
import type { PayLockManager } from './payLock';
import { usePayLock } from './usePayLock';

const navigate = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));

const options = { lang: 'en', apiKey: 'demo-minimal', cart: { id: 'cart-1' } as Cart };
const name = `checkout:pay:${cartScopeTag({ apiKey: options.apiKey, cartId: 'cart-1' })}`;
const confirmation = {
  order: {
    id: 'ord_7',
    cart_id: 'cart-1',
    number: 'A-7',
    status: 'open',
    currency: 'EUR',
    sum_total_due: { amount: 500, currency: 'EUR' },
    created_at: null,
    // What the shopper chose travels with the confirmation to the other tab.
    shipping_method: { id: 'standard', name: 'Standard delivery', price: { amount: 490, currency: 'EUR' } },
    delivery: { date: '2026-11-24', timeslot: null },
    voucher: { code: 'SAVE5', discount: { amount: 500, currency: 'EUR' } },
    billing_address: { first_name: 'Ada', city: 'München', alpha2: 'DE' },
    shipping_address: null,
  },
  items: [],
};

/** The other tab, as far as this page can tell: a holder of the cart's lock and a voice on its channel. */
const otherTab = { holdsLock: false, channel: null as BroadcastChannel | null };
const locks: PayLockManager = {
  request: async (lockName, _options, callback) =>
    callback(otherTab.holdsLock ? null : { name: lockName, mode: 'exclusive' }),
};

beforeEach(() => {
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  otherTab.holdsLock = false;
  otherTab.channel = new BroadcastChannel(name);
  navigate.mockClear();
  sessionStorage.clear();
});

afterEach(() => {
  otherTab.channel?.close();
  Reflect.deleteProperty(navigator, 'locks');
  Reflect.deleteProperty(document, 'visibilityState');
  vi.unstubAllGlobals();
});

type Page = RenderHookResult<ReturnType<typeof usePayLock>, unknown>;

/** A checkout page whose shopper has pressed Pay once (the lock's code loaded, the page hearing the other tabs). */
async function payingPage(): Promise<Page> {
  const page = renderHook(() => usePayLock(options));
  await act(() => page.result.current.run(async () => undefined));
  return page;
}

describe('usePayLock', () => {
  it('shows the busy notice and runs nothing while another tab pays the cart', async () => {
    otherTab.holdsLock = true;
    const attempt = vi.fn(async () => undefined);
    const { result } = renderHook(() => usePayLock(options));
    await act(() => result.current.run(attempt));
    expect(attempt).not.toHaveBeenCalled();
    expect(result.current.notice).toBe('busy');

    otherTab.holdsLock = false;
    await act(() => result.current.run(attempt));
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(result.current.notice).toBeNull();
  });

  it('lifts the notice when the other tab’s attempt failed, so the shopper may pay here', async () => {
    otherTab.holdsLock = true;
    const { result } = await payingPage();
    expect(result.current.notice).toBe('busy');
    otherTab.channel?.postMessage({ kind: 'failed' });
    await waitFor(() => expect(result.current.notice).toBeNull());
  });

  it('says the payment continues in the other tab when that tab went to a provider page', async () => {
    const { result } = await payingPage();
    otherTab.channel?.postMessage({ kind: 'redirect' });
    await waitFor(() => expect(result.current.notice).toBe('redirect'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the confirmation the other tab got and opens the order confirmation', async () => {
    await payingPage();
    otherTab.channel?.postMessage({ kind: 'confirmed', orderId: 'ord_7', confirmation });
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(navigate).toHaveBeenCalledWith({
      to: '/$lang/$apiKey/$cartId/order-confirmation',
      params: { lang: 'en', apiKey: 'demo-minimal', cartId: 'cart-1' },
      search: { order_id: 'ord_7' },
    });
    expect(paymentStorage.readConfirmation('demo-minimal', 'cart-1')).toEqual(confirmation);
  });

  it('ignores a malformed confirmation', async () => {
    const { result } = await payingPage();
    otherTab.channel?.postMessage({ kind: 'confirmed', orderId: 'ord_7', confirmation: { order: 'forged' } });
    otherTab.channel?.postMessage({ kind: 'redirect' });
    await waitFor(() => expect(result.current.notice).toBe('redirect'));
    expect(navigate).not.toHaveBeenCalled();
    expect(paymentStorage.readConfirmation('demo-minimal', 'cart-1')).toBeNull();
  });

  it('stops hearing the other tabs when the page closes', async () => {
    const closed = await payingPage();
    closed.unmount();
    await act(async () => undefined);
    const { result } = await payingPage();
    otherTab.channel?.postMessage({ kind: 'confirmed', orderId: 'ord_7', confirmation });
    otherTab.channel?.postMessage({ kind: 'redirect' });
    // The open page heard both messages; the closed one, listening first, would have navigated before.
    await waitFor(() => expect(result.current.notice).toBe('redirect'));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the shopper’s first interaction', () => window.dispatchEvent(new Event('focusin'))],
    [
      'the page being hidden (the shopper went to another tab)',
      () => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      },
    ],
  ])('opens the channel on %s, not with the page', async (_when, happen) => {
    const opened: string[] = [];
    const Real = BroadcastChannel;
    vi.stubGlobal(
      'BroadcastChannel',
      class extends Real {
        constructor(channelName: string) {
          super(channelName);
          opened.push(channelName);
        }
      },
    );
    const { result } = renderHook(() => usePayLock(options));
    // Another tab's outcome now would go unheard, as nothing of the lock has loaded.
    await act(async () => undefined);
    otherTab.channel?.postMessage({ kind: 'redirect' });
    expect(opened).toEqual([]);
    happen();
    await waitFor(() => expect(opened).toEqual([name]));
    otherTab.channel?.postMessage({ kind: 'redirect' });
    await waitFor(() => expect(result.current.notice).toBe('redirect'));
  });
});
