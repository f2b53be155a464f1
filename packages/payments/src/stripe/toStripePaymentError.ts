import type { StripeError } from '@stripe/stripe-js';
import { PaymentError } from '../PaymentError';

/** Stripe error codes that mean the shopper did not pass 3-D Secure (https://docs.stripe.com/error-codes). */
const AUTHENTICATION_CODES = new Set([
  'payment_intent_authentication_failure',
  'setup_intent_authentication_failure',
  'authentication_required',
]);

/**
 * Translates a Stripe.js `{ error }` (https://docs.stripe.com/js/error_codes) into a `PaymentError`,
 * keeping Stripe's message as is ("Your card was declined."): card errors are `declined`, failed
 * 3-D Secure is `authentication_failed`, incomplete entry `invalid`, connection trouble `network`.
 */
export function toStripePaymentError(error: Pick<StripeError, 'type' | 'code' | 'message'>): PaymentError {
  const message = error.message ?? 'The payment could not be completed.';
  const options = { cause: error };
  if (error.code !== undefined && AUTHENTICATION_CODES.has(error.code)) {
    return new PaymentError('authentication_failed', message, options);
  }
  switch (error.type) {
    case 'card_error':
      return new PaymentError('declined', message, options);
    case 'validation_error':
      return new PaymentError('invalid', message, options);
    case 'api_connection_error':
      return new PaymentError('network', message, options);
    default:
      return new PaymentError('server', message, options);
  }
}
