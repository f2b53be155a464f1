import { CheckoutApiError } from '@checkout/api-client';
import { classifyPayFailure, noAnswerMessage } from '@checkout/checkout-core';
import type { ErrorMessage } from '@checkout/i18n';
import type { PayAttempt } from '@checkout/payments';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { browserChunkReload } from '../../app/chunkReload';
import { loadChunk } from '../../app/loadChunk';
import { onFirstInteraction } from '../../app/onFirstInteraction';
import { useServices } from '../../app/useServices';
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
  const textOf = (message: ErrorMessage) =>
    message.kind === 'message' ? intl.formatMessage({ id: message.id }) : message.text;
  // A call that got no readable answer is shown as a clear "try again" (`noAnswerMessage`), not its
  // technical text: pressing Pay again repeats the attempt's idempotency key, so nothing is charged twice.
  const tryAgainLater = (error: unknown) => textOf(noAnswerMessage(error));

  // Nobody pays, or changes the cart, before touching the form: the pay sequence and the routes of
  // the platform calls a page does not load with are fetched then, not with the page.
  const { apiKey } = options;
  useEffect(
    () =>
      onFirstInteraction(() => {
        void loadChunk(loadPayNow).catch(() => undefined);
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
      setErrors([textOf(classifyPayFailure(apiError).message)]);
      return;
    }
    let module: Awaited<ReturnType<typeof loadPayNow>>;
    try {
      // Offline, the press fails at once (it must not pay by itself once online) and says so.
      module = await loadChunk(loadPayNow, { whenOffline: 'reject' });
    } catch (error) {
      // Nothing was sent. A deployment replaced the chunk: `loadChunk` reloads once (the form is kept
      // in storage); otherwise say so, and Pay may be pressed again. Offline is not worth a report.
      if (browserChunkReload().online()) services.reporter.report(error, 'pay sequence');
      setErrors([tryAgainLater(error)]);
      return;
    }
    return module.payNow({ options, intl, services, navigate, attempt, setInProgress, setErrors, textOf });
  };

  // One attempt per cart per browser: while another tab pays this cart, Pay sends nothing (`usePayLock`).
  return { pay: () => lock.run(pay), notice: lock.notice, inProgress, errors, dismissErrors: () => setErrors([]) };
}
