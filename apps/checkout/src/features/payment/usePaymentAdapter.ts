import type { OrderConfirmation, PaymentMethodOption } from '@checkout/api-client';
import { useLocale } from '@checkout/i18n/react';
import {
  type PaymentAdapter,
  type PaymentAdapterId,
  PaymentError,
  type PaymentPort,
  type PaymentPublicConfig,
  type PaymentReturnRoute,
  type SdkLoader,
} from '@checkout/payments';
import { useEffect, useRef, useState } from 'react';
import { loadChunk } from '../../app/loadChunk';
import { readCspNonce } from '../../app/readCspNonce';

/** Options of {@link usePaymentAdapter}. */
export interface UsePaymentAdapterOptions {
  readonly method: PaymentMethodOption | null;
  /**
   * Makes the port the adapter calls, when a method is chosen (the checkout imports its port then, not
   * with the page); keep it stable (memoise it), a new function makes a new adapter.
   */
  readonly loadPort: () => Promise<PaymentPort<OrderConfirmation>>;
  /** Absolute URL of a return route for this adapter; keep it stable like `port`. */
  readonly returnUrl: (route: PaymentReturnRoute, adapterId: PaymentAdapterId) => string;
  readonly sandboxMode: boolean;
  /** Origin of the sandbox serving provider doubles. */
  readonly sandboxOrigin: string;
  /** `update` refuses providers that cannot replace a payment method (spec §4). Defaults to `'checkout'`. */
  readonly flow?: 'checkout' | 'update';
  /** The merchant's public provider values from the runtime configuration (ADR 0012); keep it stable. */
  readonly publicConfig: PaymentPublicConfig;
  /** The update link's customer, for adapters that create a provider customer for it (Stripe). Defaults to `null`. */
  readonly customerId?: string | null;
}

const NOT_RECOGNIZED = 'Payment provider type not recognized.';

/**
 * The chosen method's adapter, loaded on demand and unmounted when it changes; `null` while none
 * is chosen or it loads (offline: until the browser is online again), a `PaymentError` when it
 * cannot be used.
 */
export function usePaymentAdapter(
  options: UsePaymentAdapterOptions,
): PaymentAdapter<OrderConfirmation> | PaymentError | null {
  const {
    method,
    loadPort,
    returnUrl,
    sandboxMode,
    sandboxOrigin,
    flow = 'checkout',
    publicConfig,
    customerId = null,
  } = options;
  const locale = useLocale();
  // One SDK loader per page, made with the first adapter, so a provider's script loads once.
  const loaderRef = useRef<SdkLoader | null>(null);
  const [adapter, setAdapter] = useState<PaymentAdapter<OrderConfirmation> | PaymentError | null>(null);

  useEffect(() => {
    if (method === null) {
      setAdapter(null);
      return undefined;
    }
    let active = true;
    let created: PaymentAdapter<OrderConfirmation> | null = null;
    setAdapter(null);
    const start = async () => {
      // Each link of the chain is a chunk of its own; one that fails offline waits for the network
      // (the choice stays, the adapter is `null` meanwhile) instead of failing the method.
      const runtime = await loadChunk(() => import('./paymentRuntime'));
      if (!active) return;
      const resolution = runtime.resolvePaymentProvider({
        gateway: method.gateway,
        version: method.version,
        registry: runtime.paymentRegistry,
      });
      if (resolution.status !== 'resolved') {
        setAdapter(resolution.error);
        return;
      }
      if (flow === 'update' && runtime.paymentMethodUpdateDispatch[resolution.provider] === 'not_recognized') {
        setAdapter(new PaymentError('provider_not_recognized', NOT_RECOGNIZED));
        return;
      }
      const [factory, port] = await Promise.all([
        loadChunk(() => runtime.paymentRegistry.load(resolution.adapterId)),
        loadChunk(loadPort),
      ]);
      if (!active) return;
      loaderRef.current ??= runtime.createScriptSdkLoader({ cspNonce: readCspNonce() });
      created = factory<OrderConfirmation>({
        port,
        sdk: { mode: sandboxMode ? 'sandbox' : 'production', loader: loaderRef.current, sandboxOrigin },
        returnUrl: (route: PaymentReturnRoute) => returnUrl(route, resolution.adapterId),
        version: resolution.version,
        locale,
        publicConfig,
        customerId,
      });
      setAdapter(created);
    };
    start().catch((error: unknown) => {
      if (active) setAdapter(PaymentError.from(error));
    });
    return () => {
      active = false;
      created?.unmount();
    };
  }, [method, loadPort, returnUrl, sandboxMode, sandboxOrigin, flow, locale, publicConfig, customerId]);

  return adapter;
}
