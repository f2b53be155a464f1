import type { PaymentAdapterFactory } from '../contract/PaymentAdapter';
import type { PaymentAdapterId } from '../contract/PaymentProviderId';
import { PaymentError, PROVIDER_NOT_RECOGNIZED_MESSAGE } from '../PaymentError';

/** Loads an adapter factory on demand, typically `() => import('@checkout/payments/stripe').then((m) => m.createStripeAdapter)`. */
export type PaymentAdapterLoader = () => Promise<PaymentAdapterFactory>;

/** The adapters a host offers, each behind a lazy loader so a shopper downloads only the one picked. */
export interface PaymentRegistry {
  /** Whether `id` has a loader. */
  has(id: PaymentAdapterId): boolean;
  /** The registered ids, in registration order. */
  ids(): readonly PaymentAdapterId[];
  /** Loads `id`'s factory once (a failed load is retried next time); rejects with `provider_not_recognized` or `sdk_unavailable`. */
  load(id: PaymentAdapterId): Promise<PaymentAdapterFactory>;
}

/** Creates a registry from lazy adapter loaders keyed by adapter id. */
export function createPaymentRegistry(
  loaders: Partial<Readonly<Record<PaymentAdapterId, PaymentAdapterLoader>>>,
): PaymentRegistry {
  const entries = new Map<PaymentAdapterId, PaymentAdapterLoader>();
  for (const [id, loader] of Object.entries(loaders) as [PaymentAdapterId, PaymentAdapterLoader | undefined][]) {
    if (loader !== undefined) entries.set(id, loader);
  }
  const loaded = new Map<PaymentAdapterId, Promise<PaymentAdapterFactory>>();
  return {
    has: (id) => entries.has(id),
    ids: () => [...entries.keys()],
    load(id) {
      const cached = loaded.get(id);
      if (cached !== undefined) return cached;
      const loader = entries.get(id);
      if (loader === undefined) {
        return Promise.reject(new PaymentError('provider_not_recognized', PROVIDER_NOT_RECOGNIZED_MESSAGE));
      }
      const promise = Promise.resolve()
        .then(loader)
        .catch((error: unknown) => {
          loaded.delete(id);
          throw new PaymentError('sdk_unavailable', `The ${id} payment adapter could not be loaded.`, { cause: error });
        });
      loaded.set(id, promise);
      return promise;
    },
  };
}
