import type { OrderConfirmation } from '@checkout/api-client';
import {
  createPayAttempt,
  followRedirect,
  type PaymentAdapter,
  type PaymentError,
  runPaymentMethodUpdate,
} from '@checkout/payments';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import { useServices } from '../../app/useServices';
import { redirectAllowlistOf } from '../payment/redirectAllowlistOf';
import { readUpdateFailure, type UpdateFailure } from './readUpdateFailure';
import { toSuccessSearch } from './toSuccessSearch';
import { type UpdateLink, updateTargetOf } from './UpdateLink';
import { UPDATE_CONFIRMED_STATE } from './updateConfirmedState';

/** Options of {@link useUpdateSubmit}. */
export interface UseUpdateSubmitOptions {
  readonly lang: string;
  readonly link: UpdateLink;
  readonly adapter: PaymentAdapter<OrderConfirmation> | PaymentError | null;
}

/**
 * The update button's handler (an event, never an effect): `runPaymentMethodUpdate` with one
 * idempotency key per attempt, then updated-successfully, the checked provider redirect, or a failure.
 * Nothing is stored: a redirect return reads the link from its own URL.
 */
export function useUpdateSubmit({ lang, link, adapter }: UseUpdateSubmitOptions) {
  const services = useServices();
  const navigate = useNavigate();
  const [inProgress, setInProgress] = useState(false);
  const [failure, setFailure] = useState<UpdateFailure | null>(null);
  const attempt = useRef(createPayAttempt());
  const allowlist = useMemo(() => redirectAllowlistOf(services.config), [services.config]);

  const submit = async () => {
    setFailure(null);
    const result = await runPaymentMethodUpdate({
      attempt: attempt.current,
      adapter,
      target: updateTargetOf(link),
      allowlist,
      onInProgressChange: setInProgress,
    });
    switch (result.status) {
      case 'updated':
        await navigate({
          to: '/$lang/$apiKey/updated-successfully',
          params: { lang, apiKey: link.apiKey },
          search: toSuccessSearch(link),
          state: UPDATE_CONFIRMED_STATE,
          replace: true,
        });
        return;
      case 'redirect': {
        const followed = followRedirect(result.url, allowlist);
        if (followed.status === 'refused') {
          // The update has refused such a URL already, on this same allowlist; should the two ever
          // differ, the shopper sees why and may try again with a new attempt.
          setInProgress(false);
          attempt.current = createPayAttempt();
          setFailure(readUpdateFailure(followed.error));
        }
        return;
      }
      case 'failed':
        attempt.current = result.attempt;
        setFailure(readUpdateFailure(result.error));
        return;
      default:
        return result satisfies never;
    }
  };

  return { submit, inProgress, failure, dismiss: () => setFailure(null) };
}
