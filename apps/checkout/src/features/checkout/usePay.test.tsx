import { type Cart, CheckoutApiError } from '@checkout/api-client';
import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { payNow } from './payNow';
import type { UsePayOptions } from './payOptions';
import { usePay } from './usePay';

vi.mock('./payNow', () => ({ payNow: vi.fn() }));
// No reload in a test (a deployment's missing chunk reloads the page once, as the contact validator's does).
const reloadOnceForChunkError = vi.hoisted(() => vi.fn(() => false));
vi.mock('../../app/chunkReload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../app/chunkReload')>()),
  reloadOnceForChunkError,
}));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn() }));
const reporter = vi.hoisted(() => ({ report: vi.fn() }));
const preloadOnDemandCalls = vi.hoisted(() => vi.fn(async () => undefined));
const services = vi.hoisted(() => ({ reporter, api: () => ({ preloadOnDemandCalls }) }));
vi.mock('../../app/useServices', () => ({ useServices: () => services }));

const TRY_AGAIN = 'A server error occurred. Please try again later.';
const NO_ANSWER = 'We did not get an answer from the server. Check your internet connection and try again.';
// The mutation's state reaches the hook within `act`, not on a later tick: what a test reads after a press is settled.
notifyManager.setScheduler((callback) => callback());

/** Each hook gets its own query client: the pay mutation's state is the hook's. */
function wrapper({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <IntlProvider locale="en" messages={{ 'errorPage.serverError': TRY_AGAIN, 'checkout.payNoAnswer': NO_ANSWER }}>
        {children}
      </IntlProvider>
    </QueryClientProvider>
  );
}

function options(overrides: Partial<UsePayOptions> = {}): UsePayOptions {
  return {
    lang: 'en',
    apiKey: 'demo',
    cart: { id: 'cart-1' } as Cart,
    adapter: null,
    paymentMethodId: null,
    stockCheck: false,
    creditCheck: { enabled: false, run: vi.fn() },
    isPayable: () => true,
    validateLimits: vi.fn(async () => undefined),
    onOutOfStock: vi.fn(),
    onCreditReset: vi.fn(),
    onFieldErrors: vi.fn(),
    onConfirmed: vi.fn(),
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

  // The attempt lives in the tab's storage (`payAttemptStorage`), not in the hook: a reload keeps it.
  it('hands the checked cart to the pay sequence on every press', async () => {
    vi.mocked(payNow).mockReset().mockResolvedValue({ kind: 'stopped' });
    const given = options();
    const { result } = renderHook(() => usePay(given), { wrapper });
    await act(() => result.current.pay());
    await act(() => result.current.pay());
    expect(given.validateLimits).toHaveBeenCalledTimes(2);
    expect(payNow).toHaveBeenCalledTimes(2);
    const [first] = vi.mocked(payNow).mock.calls[0] ?? [];
    expect(first?.options).toBe(given);
  });

  it('shows that the platform is confirming the payment, then that it has not yet, until the next press', async () => {
    let settle: () => void = () => undefined;
    vi.mocked(payNow)
      .mockReset()
      .mockImplementationOnce(async ({ setPayState }) => {
        setPayState('confirming');
        await new Promise<void>((resolve) => {
          settle = resolve;
        });
        setPayState('unconfirmed');
        return { kind: 'failed' };
      })
      .mockResolvedValueOnce({ kind: 'stopped' });
    const { result } = renderHook(() => usePay(options()), { wrapper });
    let pressed: Promise<void> = Promise.resolve();
    act(() => {
      pressed = result.current.pay();
    });
    await waitFor(() => expect(result.current.payState).toBe('confirming'));
    expect(result.current.inProgress).toBe(true);
    await act(async () => {
      settle();
      await pressed;
    });
    expect(result.current.payState).toBe('unconfirmed');
    expect(result.current.inProgress).toBe(false);
    expect(result.current.errors).toEqual([]);
    await act(() => result.current.pay());
    expect(result.current.payState).toBeNull();
  });

  it('stops before paying when the limits check gets no answer, and says to check the connection', async () => {
    vi.mocked(payNow).mockReset();
    const { result } = renderHook(
      () => usePay(options({ validateLimits: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) })),
      { wrapper },
    );
    await act(() => result.current.pay());
    await waitFor(() => expect(result.current.errors).toEqual([NO_ANSWER]));
    expect(payNow).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a timeout: no answer either',
      new CheckoutApiError('timeout', 'The request timed out after 20000 ms.'),
      NO_ANSWER,
    ],
    [
      'a malformed answer: the server',
      new CheckoutApiError('invalid_response', 'The response body is not JSON.'),
      TRY_AGAIN,
    ],
  ])('tells the connection from the server on the limits check for %s', async (_name, error, expected) => {
    vi.mocked(payNow).mockReset();
    const { result } = renderHook(() => usePay(options({ validateLimits: vi.fn(async () => Promise.reject(error)) })), {
      wrapper,
    });
    await act(() => result.current.pay());
    await waitFor(() => expect(result.current.errors).toEqual([expected]));
    expect(payNow).not.toHaveBeenCalled();
  });

  it("hands the pay sequence the shopper's text of an error message: a catalogue message, or a text as sent", async () => {
    vi.mocked(payNow).mockReset().mockResolvedValue({ kind: 'stopped' });
    const { result } = renderHook(() => usePay(options()), { wrapper });
    await act(() => result.current.pay());
    const textOf = vi.mocked(payNow).mock.calls[0]?.[0].textOf;
    expect(textOf?.({ kind: 'message', id: 'checkout.payNoAnswer' })).toBe(NO_ANSWER);
    expect(textOf?.({ kind: 'text', text: 'Your card was declined.' })).toBe('Your card was declined.');
  });

  it('is in progress while a payment runs, sends one payment for a double press, and frees Pay after a failure', async () => {
    let finish: (outcome: { kind: 'failed' }) => void = () => undefined;
    vi.mocked(payNow)
      .mockReset()
      .mockImplementation(async ({ setErrors }) => {
        const outcome = await new Promise<{ kind: 'failed' }>((resolve) => {
          finish = resolve;
        });
        setErrors(['Your card was declined.']);
        return outcome;
      });
    const { result } = renderHook(() => usePay(options()), { wrapper });
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.pay();
      void result.current.pay();
    });
    await waitFor(() => expect(result.current.inProgress).toBe(true));
    await waitFor(() => expect(payNow).toHaveBeenCalledOnce());
    await act(async () => {
      finish({ kind: 'failed' });
      await first;
    });
    await waitFor(() => expect(result.current.inProgress).toBe(false));
    await waitFor(() => expect(result.current.errors).toEqual(['Your card was declined.']));
    expect(payNow).toHaveBeenCalledOnce();
  });

  it('stays in progress while the page goes to a provider page, and clears its errors when dismissed', async () => {
    vi.mocked(payNow).mockReset().mockResolvedValue({ kind: 'redirect' });
    const { result } = renderHook(() => usePay(options()), { wrapper });
    await act(() => result.current.pay());
    await waitFor(() => expect(result.current.inProgress).toBe(true));

    const failing = renderHook(
      () => usePay(options({ validateLimits: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) })),
      { wrapper },
    );
    await act(() => failing.result.current.pay());
    await waitFor(() => expect(failing.result.current.errors).toEqual([NO_ANSWER]));
    act(() => failing.result.current.dismissErrors());
    await waitFor(() => expect(failing.result.current.errors).toEqual([]));
  });

  it('says so when the pay sequence cannot load (and the reload was refused), reports it and sends nothing', async () => {
    vi.mocked(payNow)
      .mockReset()
      .mockImplementation(() => {
        throw new Error('unreachable');
      });
    reporter.report.mockClear();
    reloadOnceForChunkError.mockClear();
    vi.doMock('./payNow', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    vi.resetModules();
    const { usePay: usePayFresh } = await import('./usePay');
    const { result } = renderHook(() => usePayFresh(options()), { wrapper });
    await act(() => result.current.pay());
    await waitFor(() => expect(result.current.errors).toEqual([NO_ANSWER]));
    expect(reloadOnceForChunkError).toHaveBeenCalled();
    expect(reporter.report).toHaveBeenCalledWith(expect.any(Error), 'pay sequence');
    expect(payNow).not.toHaveBeenCalled();
  });

  it('offline, says at once that the connection failed when the pay sequence cannot load, neither reloading nor reporting', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    reporter.report.mockClear();
    reloadOnceForChunkError.mockClear();
    vi.doMock('./payNow', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    vi.resetModules();
    const { usePay: usePayFresh } = await import('./usePay');
    const { result } = renderHook(() => usePayFresh(options()), { wrapper });
    // The press settles offline (it does not wait to pay by itself once the browser is online).
    await act(() => result.current.pay());
    await waitFor(() => expect(result.current.errors).toEqual([NO_ANSWER]));
    expect(reloadOnceForChunkError).not.toHaveBeenCalled();
    expect(reporter.report).not.toHaveBeenCalled();
    onLine.mockRestore();
  });
});
