import { describe, expect, it, vi } from 'vitest';
import { adapterOptions } from '../testing/adapterOptions';
import {
  apiFailure,
  confirmedOrder,
  createFakePort,
  redirectingOrder,
  testConfirmation,
} from '../testing/createFakePort';
import { createOfflineAdapter } from './createOfflineAdapter';

const checkout = { idempotencyKey: 'k1', amount: { amount: 1000, currency: 'EUR' }, isUpdateContainer: false } as const;

describe('createOfflineAdapter', () => {
  it('creates the order with the redirected return URL and the attempt key, and returns the confirmation', async () => {
    const port = createFakePort({ createOrder: vi.fn(() => Promise.resolve(confirmedOrder('o1'))) });
    const adapter = createOfflineAdapter(adapterOptions(port));
    await adapter.load({ flow: 'checkout', amount: checkout.amount });
    expect(await adapter.pay(checkout)).toEqual({
      status: 'confirmed',
      orderId: 'o1',
      confirmation: testConfirmation('o1'),
    });
    expect(port.createOrder).toHaveBeenCalledWith(
      { payment_method_payload: { return_url: adapterOptions(port).returnUrl('redirected') } },
      { idempotencyKey: 'k1', signal: undefined },
    );
  });

  it('follows the platform to a hosted confirmation page, keeping the draft order for the redirected return', async () => {
    const hosted = 'http://127.0.0.1:4010/sandbox/offlinegateway/pay/offline_1';
    const port = createFakePort({ createOrder: vi.fn(() => Promise.resolve(redirectingOrder('o2', hosted))) });
    const adapter = createOfflineAdapter(adapterOptions(port));
    expect(await adapter.pay(checkout)).toEqual({
      status: 'redirect',
      url: hosted,
      pending: { adapterId: 'offline', flow: 'checkout', target: null, idempotencyKey: 'k1', orderId: 'o2' },
    });
  });

  it('mounts no widget and reports ready at once', async () => {
    const adapter = createOfflineAdapter(adapterOptions(createFakePort()));
    const onReady = vi.fn();
    const handle = await adapter.mount(unusedElement(), { onReady });
    expect(onReady).toHaveBeenCalledOnce();
    expect(adapter.hasWidget).toBe(false);
    handle.unmount();
  });

  it('turns a platform failure into a typed error', async () => {
    const port = createFakePort({ createOrder: vi.fn(() => Promise.reject(apiFailure(500, 'Server error'))) });
    await expect(createOfflineAdapter(adapterOptions(port)).pay(checkout)).rejects.toMatchObject({
      name: 'PaymentError',
      code: 'server',
      message: 'Server error',
    });
  });

  it('has no update flow', async () => {
    const adapter = createOfflineAdapter(adapterOptions(createFakePort()));
    const target = { scope: 'order', orderId: 'o1' } as const;
    await expect(adapter.updatePaymentMethod({ idempotencyKey: 'k', target })).rejects.toMatchObject({
      code: 'provider_not_recognized',
      message: 'Payment provider type not recognized.',
    });
    await expect(
      adapter.pay({ idempotencyKey: 'k', amount: null, isUpdateContainer: true, target }),
    ).rejects.toMatchObject({
      code: 'provider_not_recognized',
    });
  });
});

/** A stand-in element: the offline adapter never touches it. */
function unusedElement(): HTMLElement {
  return {} as HTMLElement;
}
