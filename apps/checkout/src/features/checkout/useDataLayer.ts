import { useCallback, useRef } from 'react';
import { pushGtmEvent } from '../../app/pushGtmEvent';
import { useServices } from '../../app/useServices';

/** Checkout steps reported to the platform's data layer and to GTM. */
export type CheckoutStep = 'checkout' | 'contact' | 'shipping' | 'payment' | 'purchase';

/** Reports each checkout step once per page: `POST /data-layer?step=` and a GTM `dataLayer` event with the same step. */
export function useDataLayer(apiKey: string, cartId: string) {
  const services = useServices();
  const sent = useRef(new Set<CheckoutStep>());
  return useCallback(
    (step: CheckoutStep, email: string | null) => {
      if (sent.current.has(step)) return;
      sent.current.add(step);
      services
        .api(apiKey)
        .pushDataLayer(step, { cart_id: cartId, email })
        .then(
          ({ data }) => pushGtmEvent({ ...data, event: 'checkout_step', checkout_step: step }),
          (error: unknown) => {
            services.reporter.report(error, 'data layer');
            pushGtmEvent({ event: 'checkout_step', checkout_step: step });
          },
        );
    },
    [services, apiKey, cartId],
  );
}
