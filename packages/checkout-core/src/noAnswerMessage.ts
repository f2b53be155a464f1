import type { ErrorMessage } from '@checkout/i18n';
import { transportFailureCode } from './transportFailureCode';

/**
 * What a shopper reads when a call got no readable answer: no answer at all (offline, a dropped
 * connection, a timeout, a code chunk that did not load) is no server error, so "check the connection
 * and press Pay again" (which repeats the attempt's idempotency key); a malformed answer is the
 * server's fault.
 */
export function noAnswerMessage(error: unknown): ErrorMessage {
  return {
    kind: 'message',
    id: transportFailureCode(error) === 'invalid_response' ? 'errorPage.serverError' : 'checkout.payNoAnswer',
  };
}
