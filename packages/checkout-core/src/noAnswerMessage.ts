import type { ErrorMessage } from '@checkout/i18n';
import { transportFailureCode } from './transportFailureCode';

/**
 * What a shopper reads when a call of a payment got no readable answer: no answer at all (offline, a
 * dropped connection, a timeout, a code chunk that did not load) is no server error, so "check the
 * connection and press Pay again", which promises no second charge: the pay attempt is kept in the
 * tab (`runPayAttempt` of `@checkout/payments`), Pay asks the platform first, and the platform charges
 * a cart at most once. A malformed answer is the server's fault. For calls outside a payment,
 * `describeError` gives `error.noAnswer`, which promises nothing.
 */
export function noAnswerMessage(error: unknown): ErrorMessage {
  return {
    kind: 'message',
    id: transportFailureCode(error) === 'invalid_response' ? 'errorPage.serverError' : 'checkout.payNoAnswer',
  };
}
