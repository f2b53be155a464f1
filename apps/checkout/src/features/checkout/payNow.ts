import type { OrderConfirmation } from '@checkout/api-client';
import { classifyPayFailure, isTransportFailure, noAnswerMessage } from '@checkout/checkout-core/failures';
import { type ErrorMessage, formatError } from '@checkout/i18n/errors';
import {
  awaitPayOutcome,
  followRedirect,
  type PayAttemptResult,
  type PayOutcomeAwaited,
  payAttemptFingerprint,
  type RedirectAllowlist,
  runPayAttempt,
} from '@checkout/payments';
import type { UseNavigateResult } from '@tanstack/react-router';
import type { IntlShape } from 'react-intl';
import type { AppServices } from '../../app/AppServices';
import { payAttemptStorage } from '../payment/payAttemptStorage';
import { paymentStorage } from '../payment/paymentStorage';
import { redirectAllowlistOf } from '../payment/redirectAllowlistOf';
import { checkoutMessages } from './checkout.messages';
import type { PayLockMessage } from './PayLockMessageSchema';
import type { PayState, UsePayOptions } from './payOptions';

/** What {@link payNow} works with: the Pay button's options and the hook's state. */
export interface PayNowContext {
  readonly options: UsePayOptions;
  readonly intl: IntlShape;
  readonly services: AppServices;
  readonly navigate: UseNavigateResult<string>;
  readonly setErrors: (errors: string[]) => void;
  /** Shows that the platform is confirming the payment (`confirming`), or that it has not yet after every read (`unconfirmed`). */
  readonly setPayState: (state: PayState | null) => void;
  /** Waits between two reads of the payment's status. Defaults to a timer. */
  readonly wait?: (ms: number) => Promise<void>;
  /** Stops reading the payment's status (the page is left). Defaults to `undefined`. */
  readonly signal?: AbortSignal;
  /** The shopper's text of an error message (`@checkout/i18n`'s `ErrorMessage`). */
  readonly textOf: (message: ErrorMessage) => string;
}

/** What a press ends with: the pay attempt's result, or, after the platform was asked again, what it said. */
type PayNowResult = PayAttemptResult<OrderConfirmation> | PayOutcomeAwaited;

/**
 * One press of Pay as a step of the cart's pay attempt (`runPayAttempt` of `@checkout/payments`, kept in
 * the tab's storage across reloads), its outcome turned into navigation or alert texts; while the
 * platform holds the payment unsettled, the page says it is being confirmed and asks again, for two
 * minutes at most. Resolves to the outcome the cart's other tabs are told (`payLock.ts`). Loaded on the
 * shopper's first interaction (`usePay`), not with the page: nobody pays before they touch the form.
 */
export async function payNow(context: PayNowContext): Promise<PayLockMessage> {
  const { options, services, textOf } = context;
  const { apiKey, cart } = options;
  const allowlist = redirectAllowlistOf(services.config);
  const store = payAttemptStorage(apiKey, cart.id);
  const checkStatus = async () => (await services.api(apiKey).getPaymentStatus(cart.id)).data;
  // A credit check without a readable answer is no refusal to translate: the shopper is told to try again.
  let creditUnanswered: string | null = null;
  const attempted = await runPayAttempt({
    store,
    fingerprint: payAttemptFingerprint({
      cartId: cart.id,
      amount: cart.sum_total_due,
      paymentMethod: options.paymentMethodId ?? '',
    }),
    checkStatus,
    adapter: options.adapter,
    amount: cart.sum_total_due,
    allowlist,
    ...(options.stockCheck ? { checkStock: async () => (await services.api(apiKey).validateStock(cart.id)).data } : {}),
    ...(options.creditCheck.enabled
      ? {
          checkCredit: async () => {
            try {
              return await options.creditCheck.run();
            } catch (error) {
              if (!isTransportFailure(error)) throw error;
              creditUnanswered = textOf(noAnswerMessage(error));
              return { valid: false };
            }
          },
        }
      : {}),
    isPayable: options.isPayable,
    onCreditCheckReset: options.onCreditReset,
  });
  let result: PayNowResult = attempted;
  if (attempted.status === 'confirming') {
    context.setPayState('confirming');
    result = await awaitPayOutcome({ from: attempted, store, checkStatus, wait: context.wait, signal: context.signal });
    context.setPayState(result.status === 'confirming' ? 'unconfirmed' : null);
  }
  const shown = await showOutcome(context, result, allowlist, creditUnanswered);
  return result.status === 'confirmed'
    ? { kind: 'confirmed', orderId: result.orderId, confirmation: result.confirmation }
    : { kind: shown === 'confirmed' ? 'failed' : shown };
}

/** The outcome shown: the order confirmation, the provider page, or alert texts; resolves to what was shown. */
async function showOutcome(
  context: PayNowContext,
  result: PayNowResult,
  allowlist: RedirectAllowlist,
  creditUnanswered: string | null,
): Promise<PayLockMessage['kind']> {
  const { options, intl, setErrors, textOf } = context;
  const { apiKey, cart, lang } = options;
  switch (result.status) {
    case 'confirmed': {
      if (result.confirmation) paymentStorage.saveConfirmation(apiKey, cart.id, result.confirmation);
      options.onConfirmed();
      await context.navigate({
        to: '/$lang/$apiKey/$cartId/order-confirmation',
        params: { lang, apiKey, cartId: cart.id },
        search: result.orderId ? { order_id: result.orderId } : {},
      });
      return 'confirmed';
    }
    case 'redirect': {
      paymentStorage.savePending(apiKey, cart.id, result.pending);
      const followed = followRedirect(result.url, allowlist);
      if (followed.status === 'refused') {
        // The sequence has refused such a URL already, on this same allowlist; should the two ever
        // differ, the shopper still sees why and may press Pay again (a `failed` outcome frees Pay)
        // instead of waiting on a spinner.
        paymentStorage.clearPending(apiKey, cart.id);
        setErrors([formatError(followed.error, intl)]);
        return 'failed';
      }
      return 'redirect';
    }
    case 'stopped':
      if (result.reason === 'out_of_stock') {
        options.onOutOfStock(result.outOfStock);
        setErrors([textOf({ kind: 'message', id: 'error.stock.outOfStock' })]);
      } else if (result.reason === 'credit_refused') {
        setErrors([creditUnanswered ?? formatError(result.message ?? '', intl)]);
      } else setErrors([intl.formatMessage(checkoutMessages.payBlocked)]);
      return 'stopped';
    case 'failed': {
      const failure = classifyPayFailure(result.error);
      if (failure.kind === 'out_of_stock') options.onOutOfStock([]);
      else if (failure.fieldIssues.length > 0) options.onFieldErrors(failure.fieldIssues);
      setErrors([textOf(failure.message)]);
      return 'failed';
    }
    case 'unanswered':
      // The attempt is kept: the next press asks the platform first, and the platform charges a cart once.
      setErrors([textOf({ kind: 'message', id: 'checkout.payStatusUnknown' })]);
      return 'failed';
    case 'not_paid':
      setErrors([textOf({ kind: 'message', id: 'error.payment.notCompleted' })]);
      return 'failed';
    case 'confirming':
      // Still unsettled after every read: the page says so (`unconfirmed`) and Pay asks again.
      return 'failed';
    default:
      return result satisfies never;
  }
}
