import { isPaymentGateway, type PaymentGateway } from '@checkout/reference-data';
import { type PaymentAdapterId, type PaymentProviderId, providerOfAdapter } from '../contract/PaymentProviderId';
import { PaymentError, PROVIDER_NOT_RECOGNIZED_MESSAGE } from '../PaymentError';
import type { PaymentRegistry } from './createPaymentRegistry';

/** Input of {@link resolvePaymentProvider}: the chosen payment method's gateway and version, as the payment options list them. */
export interface ResolvePaymentProviderOptions {
  /** The gateway value (`stripe`, `offlinegateway`, `payone`, ...); `null` or empty when nothing is chosen. */
  readonly gateway: string | null | undefined;
  /** The provider API version (Stripe 1 or 2, Mollie 1 or 2). Defaults to `null` (Stripe: 2, Mollie: 1). */
  readonly version?: number | null;
  /** When given, an adapter missing from it resolves as not recognized. Defaults to `undefined`. */
  readonly registry?: PaymentRegistry;
}

/** What {@link resolvePaymentProvider} returns. */
export type PaymentProviderResolution =
  | {
      readonly status: 'resolved';
      readonly adapterId: PaymentAdapterId;
      readonly provider: PaymentProviderId;
      readonly gateway: PaymentGateway;
      readonly version: number | null;
    }
  | { readonly status: 'not_recognized'; readonly gateway: string; readonly error: PaymentError }
  | { readonly status: 'none'; readonly error: PaymentError };

/** Maps a gateway and version to an adapter id, or `null` (payone, unknown versions, unknown values). */
function adapterIdOf(gateway: PaymentGateway, version: number | null): PaymentAdapterId | null {
  switch (gateway) {
    case 'stripe':
      if (version === null || version === 2) return 'stripe-v2';
      return version === 1 ? 'stripe-v1' : null;
    case 'mollie':
      return version === null || version === 1 || version === 2 ? 'mollie' : null;
    case 'offlinegateway':
      return 'offline';
    case 'adyen':
    case 'braintree':
    case 'paypal':
      return gateway;
    case 'payone':
      return null;
    default:
      return gateway satisfies never;
  }
}

/** Resolves the chosen gateway (and version) to the adapter to use, or to the typed error the host shows. */
export function resolvePaymentProvider(options: ResolvePaymentProviderOptions): PaymentProviderResolution {
  const gateway = options.gateway ?? '';
  if (gateway === '') {
    return { status: 'none', error: new PaymentError('no_provider', 'No payment provider was chosen.') };
  }
  const notRecognized = (): PaymentProviderResolution => ({
    status: 'not_recognized',
    gateway,
    error: new PaymentError('provider_not_recognized', PROVIDER_NOT_RECOGNIZED_MESSAGE),
  });
  if (!isPaymentGateway(gateway)) return notRecognized();
  const version = options.version ?? null;
  const adapterId = adapterIdOf(gateway, version);
  if (adapterId === null) return notRecognized();
  if (options.registry !== undefined && !options.registry.has(adapterId)) return notRecognized();
  return { status: 'resolved', adapterId, provider: providerOfAdapter(adapterId), gateway, version };
}
