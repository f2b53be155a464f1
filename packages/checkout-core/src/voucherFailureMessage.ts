import { CheckoutApiError } from '@checkout/api-client';
import { describeError, type ErrorMessage } from '@checkout/i18n/errors';
import { isTransportFailure } from './isTransportFailure';

/**
 * What the voucher field says when applying a code failed: a code the platform never answered for is
 * not "invalid", so the shopper is asked to try again later; otherwise the platform's code decides
 * (`voucher_expired`, `voucher_min_order`…), and an answer without a known one is "invalid".
 */
export function voucherFailureMessage(error: unknown): ErrorMessage {
  // Anything the client threw that is not its own error is a call without an answer (`CheckoutApiError.from`).
  const answer = CheckoutApiError.from(error);
  if (isTransportFailure(answer)) return { kind: 'message', id: 'errorPage.serverError' };
  return describeError(answer, { fallback: 'checkout.voucher.invalid' });
}
