import type { OrderConfirmation, PaymentMethodOption } from '@checkout/api-client';
import { CheckoutIntlProvider } from '@checkout/i18n/react';
import { PaymentError, type PaymentPort } from '@checkout/payments';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type UsePaymentAdapterOptions, usePaymentAdapter } from './usePaymentAdapter';

// A chunk failure online asks for the page's reload; here it is refused, so the method answers its error.
const reloadOnceForChunkError = vi.hoisted(() => vi.fn(() => false));
vi.mock('../../app/chunkReload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../app/chunkReload')>()),
  reloadOnceForChunkError,
}));
const chunkError = () => new TypeError('Failed to fetch dynamically imported module');

const port = {} as PaymentPort<OrderConfirmation>;
const loadPort = async () => port;
const returnUrl = (route: string) => `https://checkout.test/${route}`;
const publicConfig = { adyen: null, stripe: null, paypal: null };

function wrapper({ children }: { children: ReactNode }) {
  return <CheckoutIntlProvider locale="en">{children}</CheckoutIntlProvider>;
}

function method(gateway: string): PaymentMethodOption {
  return { id: `pm-${gateway}`, gateway, name: null, version: null } as PaymentMethodOption;
}

function renderAdapter(options: Partial<UsePaymentAdapterOptions>) {
  return renderHook(
    () =>
      usePaymentAdapter({
        method: null,
        loadPort,
        returnUrl,
        sandboxMode: true,
        sandboxOrigin: 'http://127.0.0.1:4610',
        publicConfig,
        ...options,
      }),
    { wrapper },
  );
}

describe('usePaymentAdapter', () => {
  it('has no adapter while no method is chosen', async () => {
    const { result } = renderAdapter({ method: null });
    await waitFor(() => expect(result.current).toBeNull());
  });

  it('loads the chosen provider’s adapter on demand', async () => {
    const { result } = renderAdapter({ method: method('offlinegateway') });
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current).not.toBeInstanceOf(PaymentError);
    expect(typeof (result.current as { pay?: unknown }).pay).toBe('function');
  });

  it('makes the port only once a method is chosen, and answers a payment error when it cannot', async () => {
    const failing = vi.fn(() => Promise.reject(chunkError()));
    const idle = renderAdapter({ method: null, loadPort: failing });
    await waitFor(() => expect(idle.result.current).toBeNull());
    expect(failing).not.toHaveBeenCalled();
    const { result } = renderAdapter({ method: method('offlinegateway'), loadPort: failing });
    await waitFor(() => expect(result.current).toBeInstanceOf(PaymentError));
    expect(failing).toHaveBeenCalledOnce();
  });

  it('keeps the chosen method loading, with no error and no reload, while its code fails offline, and loads it once online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    reloadOnceForChunkError.mockClear();
    const flaky = vi.fn<() => Promise<PaymentPort<OrderConfirmation>>>().mockRejectedValueOnce(chunkError());
    flaky.mockResolvedValue(port);
    const { result } = renderAdapter({ method: method('offlinegateway'), loadPort: flaky });
    await waitFor(() => expect(flaky).toHaveBeenCalledOnce());
    await act(async () => undefined);
    expect(result.current).toBeNull();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current).not.toBeInstanceOf(PaymentError);
    expect(flaky).toHaveBeenCalledTimes(2);
    expect(reloadOnceForChunkError).not.toHaveBeenCalled();
    onLine.mockRestore();
  });

  it('answers a payment error for a gateway without an adapter', async () => {
    const { result } = renderAdapter({ method: method('payone') });
    await waitFor(() => expect(result.current).toBeInstanceOf(PaymentError));
  });

  it('refuses, in the update flow, a provider that cannot replace a payment method', async () => {
    const { result } = renderAdapter({ method: method('offlinegateway'), flow: 'update' });
    await waitFor(() => expect(result.current).toBeInstanceOf(PaymentError));
    expect((result.current as PaymentError).code).toBe('provider_not_recognized');
  });
});
