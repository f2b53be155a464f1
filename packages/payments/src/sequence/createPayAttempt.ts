/** One press of the pay button as the host keeps it: its idempotency key is sent with the order creation and reused when the same attempt is retried. */
export interface PayAttempt {
  /** Sent as `Idempotency-Key` with `POST /order-create` or the payment-method update. */
  readonly idempotencyKey: string;
}

/** Options of {@link createPayAttempt}. */
export interface CreatePayAttemptOptions {
  /** Makes the key. Defaults to `crypto.randomUUID()`. */
  readonly createKey?: () => string;
}

/** Starts a new pay attempt with a fresh idempotency key. */
export function createPayAttempt(options: CreatePayAttemptOptions = {}): PayAttempt {
  const createKey = options.createKey ?? (() => globalThis.crypto.randomUUID());
  return { idempotencyKey: createKey() };
}
