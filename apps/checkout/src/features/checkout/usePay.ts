import { CheckoutApiError } from '@checkout/api-client';
import { formatErrorMessages } from '@checkout/i18n';
import type { PayAttempt } from '@checkout/payments';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { browserChunkReload, isChunkLoadError, reloadOnceForChunkError } from '../../app/chunkReload';
import { onFirstInteraction } from '../../app/onFirstInteraction';
import { useServices } from '../../app/useServices';
import { isTransportFailure } from './isTransportFailure';
import type { UsePayOptions } from './payOptions';
import { usePayLock } from './usePayLock';

/** The pay sequence and its outcome handling (`payNow.ts`), a chunk of its own. */
const loadPayNow = () => import('./payNow');

/**
 * The Pay button's handler: the cart's limits checked, then the pay sequence of
 * `@checkout/payments` (loaded on the shopper's first interaction with the page, or on Pay), its
 * outcome turned into navigation or alert texts.
 */
export function usePay(options: UsePayOptions) {
  const intl = useIntl();
  const services = useServices();
  const navigate = useNavigate();
  const lock = usePayLock(options);
  const [inProgress, setInProgress] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const attempt = useRef<PayAttempt | null>(null);
  // A call that got no readable answer (dropped, timed out, malformed) is shown as a clear "try again", not its technical text.
  const tryAgainLater = () => intl.formatMessage({ id: 'errorPage.serverError' });

  // Nobody pays, or changes the cart, before touching the form: the pay sequence and the routes of
  // the platform calls a page does not load with are fetched then, not with the page.
  const { apiKey } = options;
  useEffect(
    () =>
      onFirstInteraction(() => {
        void loadPayNow().catch(() => undefined);
        void services.api(apiKey).preloadOnDemandCalls();
      }),
    [services, apiKey],
  );

  const pay = async () => {
    setErrors([]);
    try {
      await options.validateLimits();
    } catch (error) {
      const apiError = CheckoutApiError.from(error);
      setErrors([
        isTransportFailure(apiError)
          ? tryAgainLater()
          : formatErrorMessages([apiError.serverMessage ?? apiError.message], intl),
      ]);
      return;
    }
    let module: Awaited<ReturnType<typeof loadPayNow>>;
    try {
      module = await loadPayNow();
    } catch (error) {
      // Nothing was sent. A deployment replaced the chunk: reload once (the form is kept in storage);
      // otherwise (a dropped connection) say so, and Pay may be pressed again.
      if (isChunkLoadError(error) && reloadOnceForChunkError(browserChunkReload())) return;
      services.reporter.report(error, 'pay sequence');
      setErrors([tryAgainLater()]);
      return;
    }
    return module.payNow({ options, intl, services, navigate, attempt, setInProgress, setErrors, tryAgainLater });
  };

  // One attempt per cart per browser: while another tab pays this cart, Pay sends nothing (`usePayLock`).
  return { pay: () => lock.run(pay), notice: lock.notice, inProgress, errors, dismissErrors: () => setErrors([]) };
}
