import { PaymentError } from '../PaymentError';

/**
 * Translates an `AdyenCheckoutError` (https://docs.adyen.com/online-payments/build-your-integration/error-codes/#web-drop-in-and-components)
 * into a `PaymentError` by its `name`: `CANCEL` is `cancelled`, `NETWORK_ERROR` `network`,
 * `SCRIPT_ERROR` `sdk_unavailable`, anything else `server`; Adyen's message is kept.
 */
export function toAdyenPaymentError(error: unknown): PaymentError {
  if (error instanceof PaymentError) return error;
  if (!(error instanceof Error)) return PaymentError.from(error);
  const options = { cause: error };
  switch (error.name) {
    case 'CANCEL':
      return new PaymentError('cancelled', error.message || 'The payment was cancelled.', options);
    case 'NETWORK_ERROR':
      return new PaymentError('network', error.message, options);
    case 'SCRIPT_ERROR':
      return new PaymentError('sdk_unavailable', error.message, options);
    case 'IMPLEMENTATION_ERROR':
    case 'API_ERROR':
    case 'ERROR':
    case 'SDK_ERROR':
      return new PaymentError('server', error.message, options);
    default:
      return PaymentError.from(error);
  }
}
