import { CheckoutApiError } from '@checkout/api-client';
import { classifyPayFailure, noAnswerMessage } from '@checkout/checkout-core/failures';
import { describeError } from '@checkout/i18n/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { browserChunkReload } from '../../app/chunkReload';
import { loadChunk } from '../../app/loadChunk';
import { onFirstInteraction } from '../../app/onFirstInteraction';
import { useServices } from '../../app/useServices';
import { PayAlert } from './PayAlert';
import type { PayLockMessage } from './PayLockMessageSchema';
import type { PayState, UsePayOptions } from './payOptions';
import { useErrorText } from './useErrorText';
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
  const queryClient = useQueryClient();
  const lock = usePayLock(options);
  const textOf = useErrorText();
  const [payState, setPayState] = useState<PayState | null>(null);
  // Reading the payment's status stops when the page is left.
  const leaving = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  // Nobody pays, or changes the cart, before touching the form: the pay sequence and the routes of
  // the platform calls a page does not load with are fetched then, not with the page.
  const { apiKey, cart } = options;
  useEffect(
    () =>
      onFirstInteraction(() => {
        void loadChunk(loadPayNow).catch(() => undefined);
        void services.api(apiKey).preloadOnDemandCalls();
      }),
    [services, apiKey],
  );

  /** One pay attempt: what it showed the other tabs, or the texts of why it did not pay (thrown as `PayAlert`). */
  const attemptPay = async (): Promise<PayLockMessage | undefined> => {
    try {
      await options.validateLimits();
    } catch (error) {
      throw new PayAlert([textOf(classifyPayFailure(CheckoutApiError.from(error)).message)]);
    }
    let module: Awaited<ReturnType<typeof loadPayNow>>;
    try {
      // Offline, the press fails at once (it must not pay by itself once online) and says so.
      module = await loadChunk(loadPayNow, { whenOffline: 'reject' });
    } catch (error) {
      // Nothing was sent. A deployment replaced the chunk: `loadChunk` reloads once (the form is kept
      // in storage); otherwise say so ("try again": no answer is no server error), and Pay may be
      // pressed again. Offline is not worth a report.
      if (browserChunkReload().online()) services.reporter.report(error, 'pay sequence');
      throw new PayAlert([textOf(noAnswerMessage(error))]);
    }
    let shown: string[] = [];
    const outcome = await module.payNow({
      options,
      intl,
      services,
      navigate,
      textOf,
      setErrors: (texts) => {
        shown = texts;
      },
      setPayState,
      signal: leaving.current?.signal,
    });
    if (shown.length > 0) throw new PayAlert(shown, outcome);
    return outcome;
  };

  const mutationKey = ['pay', apiKey, cart.id];
  const mutation = useMutation({
    mutationKey,
    // One attempt per cart per browser: while another tab pays this cart, Pay sends nothing (`usePayLock`).
    mutationFn: async () => {
      setPayState(null);
      const result: { outcome?: PayLockMessage; alert?: PayAlert } = {};
      await lock.run(async () => {
        try {
          result.outcome = await attemptPay();
        } catch (error) {
          if (!(error instanceof PayAlert)) throw error;
          // The other tabs hear what this one showed: `stopped` when the sequence did not run.
          result.alert = error;
          return error.outcome;
        }
        return result.outcome;
      });
      if (result.alert) throw result.alert;
      return result.outcome ?? null;
    },
  });
  const { error, data } = mutation;
  return {
    /** Pays, unless a payment of this cart is already running here (a double press sends one). */
    pay: async () => {
      if (queryClient.isMutating({ mutationKey }) > 0) return;
      await mutation.mutateAsync().catch(() => undefined);
    },
    notice: lock.notice,
    /** The platform holds the payment unsettled: `confirming` while the page asks again, `unconfirmed` after (Pay asks once more). */
    payState,
    // Left on while the page goes to the confirmation or a provider page, so Pay stays locked.
    inProgress: mutation.isPending || data?.kind === 'confirmed' || data?.kind === 'redirect',
    errors: error === null ? [] : error instanceof PayAlert ? error.texts : [textOf(describeError(error))],
    dismissErrors: mutation.reset,
  };
}
