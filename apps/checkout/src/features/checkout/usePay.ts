import { type Cart, CheckoutApiError, type OrderConfirmation } from '@checkout/api-client';
import { formatErrorMessages } from '@checkout/i18n';
import {
  createPayAttempt,
  createRedirectAllowlist,
  type PaymentAdapter,
  type PaymentError,
  runPaySequence,
} from '@checkout/payments';
import { mapServerFieldErrors, type ValidationIssue } from '@checkout/validation';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '../../app/useServices';
import { paymentStorage } from '../payment/paymentStorage';
import { checkoutMessages } from './checkout.messages';
import { isTransportFailure } from './isTransportFailure';

/** Options of {@link usePay}. */
export interface UsePayOptions {
  readonly lang: string;
  readonly apiKey: string;
  readonly cart: Cart;
  readonly adapter: PaymentAdapter<OrderConfirmation> | PaymentError | null;
  readonly stockCheck: boolean;
  readonly creditCheck: { enabled: boolean; run: () => Promise<{ valid: boolean; message?: string | null }> };
  readonly isPayable: () => boolean;
  readonly validateLimits: () => Promise<void>;
  readonly onOutOfStock: (lines: readonly string[]) => void;
  readonly onCreditReset: () => void;
  readonly onFieldErrors: (issues: readonly ValidationIssue[]) => void;
  readonly onConfirmed: () => void;
  readonly sandboxOrigin: string;
}

/** The Pay button's handler: the pay sequence of `@checkout/payments`, its outcome turned into navigation or alert texts. */
export function usePay(options: UsePayOptions) {
  const intl = useIntl();
  const services = useServices();
  const navigate = useNavigate();
  const [inProgress, setInProgress] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const attempt = useRef(createPayAttempt());
  const allowlist = useMemo(
    () => createRedirectAllowlist({ sandboxOrigin: options.sandboxOrigin, appOrigin: window.location.origin }),
    [options.sandboxOrigin],
  );
  const { apiKey, cart, lang } = options;
  // A call that got no readable answer (dropped, timed out, malformed) is shown as a clear "try again", not its technical text.
  const tryAgainLater = () => intl.formatMessage({ id: 'errorPage.serverError' });

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
    const result = await runPaySequence({
      attempt: attempt.current,
      adapter: options.adapter,
      amount: cart.sum_total_due,
      allowlist,
      ...(options.stockCheck
        ? { checkStock: async () => (await services.api(apiKey).validateStock(cart.id)).data }
        : {}),
      ...(options.creditCheck.enabled
        ? {
            checkCredit: async () => {
              try {
                return await options.creditCheck.run();
              } catch (error) {
                if (isTransportFailure(error)) return { valid: false, message: tryAgainLater() };
                throw error;
              }
            },
          }
        : {}),
      isPayable: options.isPayable,
      onInProgressChange: setInProgress,
      onCreditCheckReset: options.onCreditReset,
    });
    attempt.current = 'attempt' in result ? result.attempt : createPayAttempt();
    switch (result.status) {
      case 'confirmed': {
        if (result.confirmation) paymentStorage.saveConfirmation(apiKey, cart.id, result.confirmation);
        options.onConfirmed();
        await navigate({
          to: '/$lang/$apiKey/$cartId/order-confirmation',
          params: { lang, apiKey, cartId: cart.id },
          search: result.orderId ? { order_id: result.orderId } : {},
        });
        return;
      }
      case 'redirect':
        paymentStorage.savePending(apiKey, cart.id, result.pending);
        window.location.assign(result.url);
        return;
      case 'stopped':
        if (result.reason === 'out_of_stock') {
          options.onOutOfStock(result.outOfStock);
          setErrors([intl.formatMessage({ id: 'error.stock.outOfStock' })]);
        } else if (result.reason === 'credit_refused') {
          setErrors([formatErrorMessages([result.message ?? 'An error occurred'], intl)]);
        } else setErrors([intl.formatMessage(checkoutMessages.payBlocked)]);
        return;
      case 'failed': {
        const cause = result.error.cause;
        if (cause instanceof CheckoutApiError && cause.status === 409 && /stock/i.test(cause.serverMessage ?? '')) {
          options.onOutOfStock([]);
          setErrors([intl.formatMessage({ id: 'error.stock.outOfStock' })]);
          return;
        }
        if (cause instanceof CheckoutApiError && cause.fieldErrors)
          options.onFieldErrors(mapServerFieldErrors(cause.fieldErrors));
        if (result.error.code === 'no_provider') setErrors([intl.formatMessage({ id: 'error.payment.noProvider' })]);
        else if (isTransportFailure(result.error)) setErrors([tryAgainLater()]);
        else setErrors(formatErrorMessages([result.error.message], intl).split('\n'));
        return;
      }
      default:
        return result satisfies never;
    }
  };

  return { pay, inProgress, errors, dismissErrors: () => setErrors([]) };
}
