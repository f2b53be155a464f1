import type { OrderConfirmation } from '@checkout/api-client';
import { type PaymentAdapter, REDIRECT_REFUSED_MESSAGE, runPaymentMethodUpdate } from '@checkout/payments';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UpdateLink } from './UpdateLink';
import { useUpdateSubmit } from './useUpdateSubmit';

// The real allowlist check of `followRedirect`, with the page's navigation recorded instead of made.
const assign = vi.hoisted(() => vi.fn());
vi.mock('@checkout/payments', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@checkout/payments')>();
  return {
    ...actual,
    runPaymentMethodUpdate: vi.fn(actual.runPaymentMethodUpdate),
    followRedirect: (url: string, allowlist: Parameters<typeof actual.followRedirect>[1]) =>
      actual.followRedirect(url, allowlist, { assign }),
  };
});
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn() }));
/** Against a real platform: no sandbox, so the platform's own origin is no redirect target. */
const services = vi.hoisted(() => ({
  config: { checkoutApiBase: 'https://api.platform.example', sandboxOrigin: null },
}));
vi.mock('../../app/useServices', () => ({ useServices: () => services }));

const link: UpdateLink = {
  apiKey: 'demo',
  customerId: 'customer-1',
  hash: 'hash',
  orderId: 'order-1',
  isUpdateAll: false,
  currency: null,
};

/** A Mollie adapter whose update answers the platform's `redirect_url`. */
function redirectingAdapter(url: string): PaymentAdapter<OrderConfirmation> {
  return {
    id: 'mollie',
    provider: 'mollie',
    hasWidget: false,
    updatePaymentMethod: vi.fn(async () => ({
      status: 'redirect' as const,
      url,
      pending: { adapterId: 'mollie', flow: 'update', orderId: 'order-1', target: null, idempotencyKey: 'key-1' },
    })),
  } as unknown as PaymentAdapter<OrderConfirmation>;
}

afterEach(() => {
  assign.mockReset();
});

describe('useUpdateSubmit', () => {
  it('follows the provider’s mandate page', async () => {
    const url = 'https://www.mollie.com/checkout/select-method/7UhSN1zuXS';
    const { result } = renderHook(() => useUpdateSubmit({ lang: 'en', link, adapter: redirectingAdapter(url) }));
    await act(() => result.current.submit());
    expect(assign).toHaveBeenCalledExactlyOnceWith(url);
    expect(result.current.failure).toBeNull();
  });

  it.each(['https://evil.example/phish', 'https://api.platform.example/phish'])(
    'stays with the refusal for %s',
    async (url) => {
      const { result } = renderHook(() => useUpdateSubmit({ lang: 'en', link, adapter: redirectingAdapter(url) }));
      await act(() => result.current.submit());
      expect(assign).not.toHaveBeenCalled();
      expect(result.current.failure).toMatchObject({
        kind: 'error',
        error: { message: REDIRECT_REFUSED_MESSAGE, code: 'redirect_refused' },
      });
      expect(result.current.inProgress).toBe(false);
    },
  );

  it('does not navigate, and frees the button, when a redirect the update let through is refused at the navigation', async () => {
    vi.mocked(runPaymentMethodUpdate).mockImplementationOnce(async (options) => {
      options.onInProgressChange?.(true);
      return {
        status: 'redirect',
        url: 'https://evil.example/phish',
        pending: { adapterId: 'mollie', flow: 'update', orderId: 'order-1', target: null, idempotencyKey: 'key-1' },
      };
    });
    const url = 'https://www.mollie.com/checkout/select-method/7UhSN1zuXS';
    const { result } = renderHook(() => useUpdateSubmit({ lang: 'en', link, adapter: redirectingAdapter(url) }));
    await act(() => result.current.submit());
    expect(assign).not.toHaveBeenCalled();
    expect(result.current.failure).toMatchObject({ kind: 'error', error: { code: 'redirect_refused' } });
    expect(result.current.inProgress).toBe(false);
    // The next press is a new attempt: the refused one is not repeated.
    await act(() => result.current.submit());
    const keys = vi.mocked(runPaymentMethodUpdate).mock.calls.map(([options]) => options.attempt.idempotencyKey);
    expect(keys.at(-1)).not.toBe(keys.at(-2));
  });
});
