import type { PaymentError } from '../PaymentError';

/** What a failed press leaves of its pay attempt. */
export type AttemptFailureKind =
  /** The failure is the attempt's outcome (a decline, a refused body, nothing sent): the next press is a new attempt. */
  | 'over'
  /** Nothing tells what became of the cart (no answer, a server error, the cart busy): ask the platform; the same key may go again. */
  | 'unknown'
  /** The key holds another answer (`order_exists`, `idempotency_key_reused`): ask the platform; only a new key can still pay. */
  | 'key_spent';

/** The fields of the platform's answer behind an error, read by shape (this package does not import the api-client). */
interface AnswerFields {
  readonly name?: unknown;
  readonly status?: unknown;
  readonly serverCode?: unknown;
}

/** The platform's answer behind `error` (`CheckoutApiError`, read by shape), or `null` when no platform call failed. */
function answerOf(error: PaymentError): AnswerFields | null {
  let current: unknown = error.cause;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const fields = current as AnswerFields & { cause?: unknown };
    if (fields.name === 'CheckoutApiError') return fields;
    current = fields.cause;
  }
  return null;
}

/**
 * Classifies a failed press by the platform's codes (never by wording): a conflict on the cart
 * (`order_in_progress`), no readable answer or a 5xx leaves the outcome unknown; `order_exists` and
 * `idempotency_key_reused` mean the key can no longer pay; any other answer (402 decline, 422, 409
 * `out_of_stock`, 404) and any failure before the platform was called is the attempt's outcome. A
 * provider SDK's network failure counts as unknown: asking the platform costs one read.
 */
export function classifyAttemptFailure(error: PaymentError): AttemptFailureKind {
  const answer = answerOf(error);
  const code = answer?.serverCode;
  if (code === 'order_exists' || code === 'idempotency_key_reused') return 'key_spent';
  if (code === 'order_in_progress' || error.code === 'network') return 'unknown';
  // A transport failure carries status 500 (`CheckoutApiError`'s default), like a server error.
  if (answer !== null && typeof answer.status === 'number' && answer.status >= 500) return 'unknown';
  return 'over';
}
