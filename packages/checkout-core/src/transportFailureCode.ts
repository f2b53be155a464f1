import { CheckoutApiError, type CheckoutApiErrorCode } from '@checkout/api-client';

/** How a platform call got no readable answer: a dropped connection (or none), a timeout, a malformed body. */
export type TransportFailureCode = Extract<CheckoutApiErrorCode, 'network' | 'timeout' | 'invalid_response'>;

const isTransportCode = (code: CheckoutApiErrorCode): code is TransportFailureCode =>
  code === 'network' || code === 'timeout' || code === 'invalid_response';

/** The transport failure an error (or one of its causes) is, or `null` when it is none (a readable answer, or no platform call). */
export function transportFailureCode(error: unknown): TransportFailureCode | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (current instanceof CheckoutApiError) return isTransportCode(current.code) ? current.code : null;
    current = current.cause;
  }
  return null;
}
