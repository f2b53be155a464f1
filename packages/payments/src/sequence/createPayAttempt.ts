import type { PaymentSubmission } from '../contract/PaymentPortData';

/**
 * One pay attempt: a press of Pay and its retries, with one identity until it has an outcome: the
 * idempotency key and what was sent. The host keeps it with the cart (`runPayAttempt` and a
 * `PayAttemptStore`), so a reload continues it instead of paying again.
 */
export interface PayAttempt {
  /** Sent as `Idempotency-Key` with `POST /order-create` or the payment-method update. */
  readonly idempotencyKey: string;
  /** What the attempt pays (`payAttemptFingerprint`): another cart, amount or method is another attempt; `null` when the host gave none. */
  readonly fingerprint: string | null;
  /** The provider's part as the attempt sent it, sent again on its retries; `null` until the attempt sends it. */
  readonly submission: PaymentSubmission | null;
}

/** Options of {@link createPayAttempt}. */
export interface CreatePayAttemptOptions {
  /** Makes the key. Defaults to `crypto.randomUUID()`. */
  readonly createKey?: () => string;
  /** What the attempt pays. Defaults to `null`. */
  readonly fingerprint?: string | null;
  /** The provider's part to send again (a new key for what an earlier attempt sent). Defaults to `null`. */
  readonly submission?: PaymentSubmission | null;
}

/** Starts a new pay attempt with a fresh idempotency key. */
export function createPayAttempt(options: CreatePayAttemptOptions = {}): PayAttempt {
  const createKey = options.createKey ?? (() => globalThis.crypto.randomUUID());
  return {
    idempotencyKey: createKey(),
    fingerprint: options.fingerprint ?? null,
    submission: options.submission ?? null,
  };
}
