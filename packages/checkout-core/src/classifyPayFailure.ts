import { CheckoutApiError } from '@checkout/api-client';
import { describeError, type ErrorMessage } from '@checkout/i18n/errors';
import { mapServerFieldErrors, type ValidationIssue } from '@checkout/validation';
import { isTransportFailure } from './isTransportFailure';
import { noAnswerMessage } from './noAnswerMessage';

/** What a failed pay attempt means for the page: out of stock (reload the cart), or a text and the fields the platform refused. */
export type PayFailure =
  | { readonly kind: 'out_of_stock'; readonly message: ErrorMessage }
  | { readonly kind: 'failed'; readonly message: ErrorMessage; readonly fieldIssues: readonly ValidationIssue[] };

/** The platform's answer behind an error: the error itself or one of its causes. */
function answerOf(error: unknown): CheckoutApiError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (current instanceof CheckoutApiError) return current;
    current = current.cause;
  }
  return null;
}

/**
 * Classifies the error a pay attempt failed with, by the platform's codes, never by its wording
 * (spec §8): an answer with `code: "out_of_stock"` is out of stock, in whatever language its message
 * is; a payment without a provider, a call without a readable answer ({@link noAnswerMessage}) and
 * everything else (`describeError`) each get their text, with the per-field errors the platform sent.
 */
export function classifyPayFailure(error: unknown): PayFailure {
  const answer = answerOf(error);
  if (answer?.serverCode === 'out_of_stock')
    return { kind: 'out_of_stock', message: { kind: 'message', id: 'error.stock.outOfStock' } };
  const fieldIssues = answer?.fieldErrors ? mapServerFieldErrors(answer.fieldErrors) : [];
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  const message: ErrorMessage =
    error instanceof Error && error.name === 'PaymentError' && code === 'no_provider'
      ? { kind: 'message', id: 'error.payment.noProvider' }
      : isTransportFailure(error)
        ? noAnswerMessage(error)
        : describeError(error);
  return { kind: 'failed', message, fieldIssues };
}
