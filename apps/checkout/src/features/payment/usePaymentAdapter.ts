import type { OrderConfirmation, PaymentMethodOption } from '@checkout/api-client';
import { useLocale } from '@checkout/i18n/react';
import {
  createScriptSdkLoader,
  type PaymentAdapter,
  PaymentError,
  type PaymentPort,
  type PaymentReturnRoute,
  resolvePaymentProvider,
} from '@checkout/payments';
import { useEffect, useMemo, useState } from 'react';
import { paymentRegistry } from './paymentRegistry';

/** Options of {@link usePaymentAdapter}. */
export interface UsePaymentAdapterOptions {
  readonly method: PaymentMethodOption | null;
  readonly port: PaymentPort<OrderConfirmation>;
  /** Base path of the cart's return routes, `/{lang}/{api_key}/{cart_id}`. */
  readonly returnBase: string;
  readonly sandboxMode: boolean;
  /** Origin of the sandbox serving provider doubles. */
  readonly sandboxOrigin: string;
}

/** The chosen method's adapter, loaded on demand; `null` when none is chosen, a `PaymentError` when it cannot be used. */
export function usePaymentAdapter(
  options: UsePaymentAdapterOptions,
): PaymentAdapter<OrderConfirmation> | PaymentError | null {
  const { method, port, returnBase, sandboxMode, sandboxOrigin } = options;
  const locale = useLocale();
  const loader = useMemo(() => createScriptSdkLoader(), []);
  const [adapter, setAdapter] = useState<PaymentAdapter<OrderConfirmation> | PaymentError | null>(null);

  useEffect(() => {
    if (method === null) {
      setAdapter(null);
      return undefined;
    }
    const resolution = resolvePaymentProvider({
      gateway: method.gateway,
      version: method.version,
      registry: paymentRegistry,
    });
    if (resolution.status !== 'resolved') {
      setAdapter(resolution.error);
      return undefined;
    }
    let active = true;
    let created: PaymentAdapter<OrderConfirmation> | null = null;
    setAdapter(null);
    paymentRegistry
      .load(resolution.adapterId)
      .then((factory) => {
        if (!active) return;
        created = factory<OrderConfirmation>({
          port,
          sdk: { mode: sandboxMode ? 'sandbox' : 'production', loader, sandboxOrigin },
          returnUrl: (route: PaymentReturnRoute) =>
            new URL(`${returnBase}/${route}`, window.location.origin).toString(),
          version: resolution.version,
          locale,
        });
        setAdapter(created);
      })
      .catch((error: unknown) => {
        if (active) setAdapter(PaymentError.from(error));
      });
    return () => {
      active = false;
      created?.unmount();
    };
  }, [method, port, returnBase, sandboxMode, sandboxOrigin, loader, locale]);

  return adapter;
}
