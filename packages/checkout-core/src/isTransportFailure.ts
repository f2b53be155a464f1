import { transportFailureCode } from './transportFailureCode';

/**
 * Whether an error (or one of its causes) is a platform call that never got a readable answer: a
 * dropped connection, a timeout or a malformed body. Their technical texts ("Failed to fetch",
 * "The response body is not JSON.") mean nothing to a shopper, so the page shows a translated
 * "try again" message instead.
 */
export function isTransportFailure(error: unknown): boolean {
  return transportFailureCode(error) !== null;
}
