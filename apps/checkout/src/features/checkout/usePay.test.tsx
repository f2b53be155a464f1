import type { Cart } from '@checkout/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { payNow } from './payNow';
import type { UsePayOptions } from './payOptions';
import { usePay } from './usePay';

vi.mock('./payNow', () => ({ payNow: vi.fn() }));
// No reload in a test (a deployment's missing chunk reloads the page once, as the contact validator's does).
vi.mock('../../app/chunkReload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../app/chunkReload')>()),
  reloadOnceForChunkError: vi.fn(() => false),
}));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn() }));
const reporter = vi.hoisted(() => ({ report: vi.fn() }));
const preloadOnDemandCalls = vi.hoisted(() => vi.fn(async () => undefined));
const services = vi.hoisted(() => ({ reporter, api: () => ({ preloadOnDemandCalls }) }));
vi.mock('../../app/useServices', () => ({ useServices: () => services }));

const TRY_AGAIN = 'A server error occurred. Please try again later.';
const wrapper = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en" messages={{ 'errorPage.serverError': TRY_AGAIN }}>
    {children}
  </IntlProvider>
);

function options(overrides: Partial<UsePayOptions> = {}): UsePayOptions {
  return {
    lang: 'en',
    apiKey: 'demo',
    cart: { id: 'cart-1' } as Cart,
    adapter: null,
    stockCheck: false,
    creditCheck: { enabled: false, run: vi.fn() },
    isPayable: () => true,
    validateLimits: vi.fn(async () => undefined),
    onOutOfStock: vi.fn(),
    onCreditReset: vi.fn(),
    onFieldErrors: vi.fn(),
    onConfirmed: vi.fn(),
    sandboxOrigin: 'http://sandbox.example',
    ...overrides,
  };
}

describe('usePay', () => {
  it("fetches the platform's on-demand routes on the shopper's first interaction, once", () => {
    preloadOnDemandCalls.mockClear();
    renderHook(() => usePay(options()), { wrapper });
    expect(preloadOnDemandCalls).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown'));
    window.dispatchEvent(new Event('focusin'));
    expect(preloadOnDemandCalls).toHaveBeenCalledTimes(1);
  });

  it('hands the checked cart to the pay sequence, the same attempt on every press', async () => {
    vi.mocked(payNow).mockReset().mockResolvedValue({ kind: 'stopped' });
    const given = options();
    const { result } = renderHook(() => usePay(given), { wrapper });
    await act(() => result.current.pay());
    await act(() => result.current.pay());
    expect(given.validateLimits).toHaveBeenCalledTimes(2);
    expect(payNow).toHaveBeenCalledTimes(2);
    const [first] = vi.mocked(payNow).mock.calls[0] ?? [];
    const [second] = vi.mocked(payNow).mock.calls[1] ?? [];
    expect(first?.options).toBe(given);
    expect(second?.attempt).toBe(first?.attempt);
  });

  it('stops before paying when the limits check gets no answer', async () => {
    vi.mocked(payNow).mockReset();
    const { result } = renderHook(
      () => usePay(options({ validateLimits: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) })),
      { wrapper },
    );
    await act(() => result.current.pay());
    expect(result.current.errors).toEqual([TRY_AGAIN]);
    expect(payNow).not.toHaveBeenCalled();
  });

  it('says so when the pay sequence cannot load, reports it and sends nothing', async () => {
    vi.mocked(payNow)
      .mockReset()
      .mockImplementation(() => {
        throw new Error('unreachable');
      });
    vi.doMock('./payNow', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    vi.resetModules();
    const { usePay: usePayFresh } = await import('./usePay');
    const { result } = renderHook(() => usePayFresh(options()), { wrapper });
    await act(() => result.current.pay());
    await waitFor(() => expect(result.current.errors).toEqual([TRY_AGAIN]));
    expect(reporter.report).toHaveBeenCalledWith(expect.any(Error), 'pay sequence');
    expect(payNow).not.toHaveBeenCalled();
  });
});
