import { describe, expect, it, vi } from 'vitest';
import { createOfflineAdapter } from '../offline/createOfflineAdapter';
import { createPaymentRegistry } from './createPaymentRegistry';

describe('createPaymentRegistry', () => {
  it('loads an adapter factory lazily, once', async () => {
    const loader = vi.fn(() => Promise.resolve(createOfflineAdapter));
    const registry = createPaymentRegistry({ offline: loader });
    expect(loader).not.toHaveBeenCalled();
    expect(registry.ids()).toEqual(['offline']);
    await expect(registry.load('offline')).resolves.toBe(createOfflineAdapter);
    await registry.load('offline');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('rejects an unregistered adapter as not recognized', async () => {
    await expect(createPaymentRegistry({}).load('paypal')).rejects.toMatchObject({
      code: 'provider_not_recognized',
      message: 'Payment provider type not recognized.',
    });
  });

  it('rejects a failed chunk load as sdk_unavailable and retries it next time', async () => {
    const loader = vi
      .fn<() => Promise<typeof createOfflineAdapter>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(createOfflineAdapter);
    const registry = createPaymentRegistry({ offline: loader });
    await expect(registry.load('offline')).rejects.toMatchObject({ code: 'sdk_unavailable' });
    await expect(registry.load('offline')).resolves.toBe(createOfflineAdapter);
  });
});
