import type { OrderConfirmation, PaymentMethodOption } from '@checkout/api-client';
import { useLocale } from '@checkout/i18n/react';
import {
  createScriptSdkLoader,
  type PaymentAdapter,
  PaymentError,
  paymentMethodUpdateDispatch,
  resolvePaymentProvider,
} from '@checkout/payments';
import { useEffect, useMemo, useState } from 'react';
import { useServices } from '../../app/useServices';
import { createUpdatePort } from './createUpdatePort';
import type { UpdateLink } from './UpdateLink';
import { updatePaymentRegistry } from './updatePaymentRegistry';
import { updateReturnUrl } from './updateReturnUrl';
import { updateAllTimeoutMs } from './updateTimeout';

/** Options of {@link useUpdateAdapter}. */
export interface UseUpdateAdapterOptions {
  readonly lang: string;
  readonly link: UpdateLink;
  readonly method: PaymentMethodOption | null;
  readonly sandboxMode: boolean;
}

/**
 * The chosen method's adapter for the update flow, loaded on demand and bound to the link; `null`
 * while none is chosen or it loads, a `PaymentError` ("Payment provider type not recognized.") for
 * a provider that cannot update.
 */
export function useUpdateAdapter({
  lang,
  link,
  method,
  sandboxMode,
}: UseUpdateAdapterOptions): PaymentAdapter<OrderConfirmation> | PaymentError | null {
  const services = useServices();
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
      registry: updatePaymentRegistry,
    });
    if (resolution.status !== 'resolved') {
      setAdapter(resolution.error);
      return undefined;
    }
    if (paymentMethodUpdateDispatch[resolution.provider] === 'not_recognized') {
      setAdapter(new PaymentError('provider_not_recognized', 'Payment provider type not recognized.'));
      return undefined;
    }
    let active = true;
    let created: PaymentAdapter<OrderConfirmation> | null = null;
    setAdapter(null);
    const port = createUpdatePort({
      api: services.api(link.apiKey),
      link,
      gateway: method.gateway,
      updateAllTimeoutMs: updateAllTimeoutMs(sandboxMode),
      sandboxMode,
    });
    updatePaymentRegistry
      .load(resolution.adapterId)
      .then((factory) => {
        if (!active) return;
        created = factory<OrderConfirmation>({
          port,
          sdk: { mode: sandboxMode ? 'sandbox' : 'production', loader, sandboxOrigin: services.config.checkoutApiBase },
          returnUrl: (route) => updateReturnUrl(window.location.origin, lang, link, route, resolution.adapterId),
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
  }, [method, link, lang, sandboxMode, services, loader, locale]);

  return adapter;
}
