import type { OrderConfirmation, PaymentMethodOption } from '@checkout/api-client';
import type { PaymentAdapter, PaymentAdapterId, PaymentError, PaymentReturnRoute } from '@checkout/payments';
import { useCallback } from 'react';
import { useServices } from '../../app/useServices';
import { usePaymentAdapter } from '../payment/usePaymentAdapter';
import { createUpdatePort } from './createUpdatePort';
import type { UpdateLink } from './UpdateLink';
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
  const gateway = method?.gateway ?? null;
  const loadPort = useCallback(
    async () =>
      createUpdatePort({
        api: services.api(link.apiKey),
        link,
        gateway: gateway ?? '',
        updateAllTimeoutMs: updateAllTimeoutMs(sandboxMode),
        stripePublishableKey: services.config.providers.stripe?.publishableKey ?? null,
      }),
    [services, link, gateway, sandboxMode],
  );
  const returnUrl = useCallback(
    (route: PaymentReturnRoute, adapterId: PaymentAdapterId) =>
      updateReturnUrl(window.location.origin, lang, link, route, adapterId),
    [lang, link],
  );
  return usePaymentAdapter({
    method,
    loadPort,
    returnUrl,
    sandboxMode,
    // Where the SDK doubles load from, not a redirect target: in sandbox mode the platform serves them,
    // against a real platform too (where `config.sandboxOrigin` is null).
    sandboxOrigin: services.config.checkoutApiBase,
    publicConfig: services.config.providers,
    flow: 'update',
    customerId: link.customerId,
  });
}
