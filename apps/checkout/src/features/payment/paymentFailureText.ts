import { formatErrorMessages, type MessageFormatter } from '@checkout/i18n';
import type { PaymentError } from '@checkout/payments';

/** The provider texts spec §8 shows as they are, whatever the error's code. */
const SHOWN_AS_IS = /^\s*your card was declined\.\s*$/i;

/**
 * The shopper's text for a failed payment step: a failed 3-D Secure challenge says, in the shopper's
 * language, that the same card may be tried again (the provider's own text, e.g. Stripe's "choose a
 * different payment method", is wrong advice there), unless it is a text the spec shows as is;
 * everything else goes through the spec §8 mapping of `formatErrorMessages`.
 */
export function paymentFailureText(error: PaymentError, intl: MessageFormatter): string {
  if (error.code === 'authentication_failed' && !SHOWN_AS_IS.test(error.message)) {
    return intl.formatMessage({ id: 'error.payment.authenticationFailed' });
  }
  return formatErrorMessages([error.message], intl);
}
