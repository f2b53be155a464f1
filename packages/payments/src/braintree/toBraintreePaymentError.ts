import { PaymentError } from '../PaymentError';

/**
 * Translates what Braintree Drop-in rejects with (a `DropinError` or a `BraintreeError`:
 * https://braintree.github.io/braintree-web-drop-in/docs/current/DropinError.html) into a
 * `PaymentError`: missing or invalid entry is `invalid`, 3-D Secure failures `authentication_failed`,
 * network trouble `network`, anything else `server`; the SDK's message is kept.
 */
export function toBraintreePaymentError(error: unknown): PaymentError {
  if (error instanceof PaymentError) return error;
  if (typeof error !== 'object' || error === null) return PaymentError.from(error);
  const fields = error as { name?: unknown; code?: unknown; type?: unknown; message?: unknown };
  const message =
    typeof fields.message === 'string' && fields.message !== ''
      ? fields.message
      : 'The payment could not be completed.';
  const code = typeof fields.code === 'string' ? fields.code : '';
  const options = { cause: error };
  if (code.startsWith('THREEDS_') || /3D Secure/i.test(message)) {
    return new PaymentError('authentication_failed', message, options);
  }
  if (fields.type === 'NETWORK' || code.endsWith('_NETWORK_ERROR'))
    return new PaymentError('network', message, options);
  if (fields.name === 'DropinError' || fields.type === 'CUSTOMER') return new PaymentError('invalid', message, options);
  return new PaymentError('server', message, options);
}
