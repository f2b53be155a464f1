import type { OrderConfirmation } from '@checkout/api-client';
import { classifyPayFailure, isTransportFailure, noAnswerMessage } from '@checkout/checkout-core/failures';
import { type ErrorMessage, formatError } from '@checkout/i18n/errors';
import {
  createPayAttempt,
  followRedirect,
  type PayAttempt,
  type PaySequenceResult,
  type RedirectAllowlist,
  runPaySequence,
} from '@checkout/payments';
import type { UseNavigateResult } from '@tanstack/react-router';
import type { IntlShape } from 'react-intl';
import type { AppServices } from '../../app/AppServices';
import { paymentStorage } from '../payment/paymentStorage';
import { redirectAllowlistOf } from '../payment/redirectAllowlistOf';
import { checkoutMessages } from './checkout.messages';
import type { PayLockMessage } from './PayLockMessageSchema';
import type { UsePayOptions } from './payOptions';

/** What {@link payNow} works with: the Pay button's options and the hook's state. */
export interface PayNowContext {
  readonly options: UsePayOptions;
  readonly intl: IntlShape;
  readonly services: AppServices;
  readonly navigate: UseNavigateResult<string>;
  /** The attempt a retry continues (same idempotency key), `null` before the first. */
  readonly attempt: { current: PayAttempt | null };
  readonly setErrors: (errors: string[]) => void;
  /** The shopper's text of an error message (`@checkout/i18n`'s `ErrorMessage`). */
  readonly textOf: (message: ErrorMessage) => string;
}

/**
 * The pay sequence of `@checkout/payments` and its outcome turned into navigation or alert texts;
 * resolves to the outcome the cart's other tabs are told (`payLock.ts`). Loaded on the shopper's first
 * interaction (`usePay`), not with the page: nobody pays before they touch the form.
 */
export async function payNow(context: PayNowContext): Promise<PayLockMessage> {
  const { options, services, textOf } = context;
  const { apiKey, cart } = options;
  context.attempt.current ??= createPayAttempt();
  const allowlist = redirectAllowlistOf(services.config);
  // A credit check without a readable answer is no refusal to translate: the shopper is told to try again.
  let creditUnanswered: string | null = null;
  const result = await runPaySequence({
    attempt: context.attempt.current,
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
  context.attempt.current = 'attempt' in result ? result.attempt : createPayAttempt();
  const shown = await showOutcome(context, result, allowlist, creditUnanswered);
  return result.status === 'confirmed'
    ? { kind: 'confirmed', orderId: result.orderId, confirmation: result.confirmation }
    : { kind: shown === 'confirmed' ? 'failed' : shown };
}

/** The outcome shown: the order confirmation, the provider page, or alert texts; resolves to what was shown. */
async function showOutcome(
  context: PayNowContext,
  result: PaySequenceResult<OrderConfirmation>,
  allowlist: RedirectAllowlist,
  creditUnanswered: string | null,
): Promise<PaySequenceResult<OrderConfirmation>['status']> {
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
    default:
      return result satisfies never;
  }
}
