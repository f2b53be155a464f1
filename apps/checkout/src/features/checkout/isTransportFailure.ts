import { CheckoutApiError } from '@checkout/api-client';

const TRANSPORT_CODES: ReadonlySet<string> = new Set(['network', 'timeout', 'invalid_response']);

/**
 * Whether an error (or one of its causes) is a platform call that never got a readable answer: a
 * dropped connection, a timeout or a malformed body. Their technical texts ("Failed to fetch",
 * "The response body is not JSON.") mean nothing to a shopper, so the page shows a translated
 * "try again" message instead.
 */
export function isTransportFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (current instanceof CheckoutApiError) return TRANSPORT_CODES.has(current.code);
    current = current.cause;
  }
  return false;
}
