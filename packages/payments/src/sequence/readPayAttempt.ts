import type { PaymentSubmission } from '../contract/PaymentPortData';
import type { PayAttempt } from './createPayAttempt';
import type { PayAttemptStore } from './PayAttemptStore';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function submissionOf(value: unknown): PaymentSubmission | null | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const payload = value.payment_method_payload;
  if (payload !== null && !isRecord(payload)) return undefined;
  return { payment_method_payload: payload };
}

/** The attempt `store` keeps, or `null` when it keeps none or something that is no attempt (a storage is untrusted input). */
export function readPayAttempt(store: PayAttemptStore): PayAttempt | null {
  const kept = store.read();
  if (!isRecord(kept)) return null;
  const { idempotencyKey, fingerprint } = kept;
  const submission = submissionOf(kept.submission);
  if (typeof idempotencyKey !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(idempotencyKey)) return null;
  if (fingerprint !== null && typeof fingerprint !== 'string') return null;
  if (submission === undefined) return null;
  return { idempotencyKey, fingerprint, submission };
}
