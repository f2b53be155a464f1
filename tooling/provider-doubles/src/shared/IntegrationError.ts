/** Codes of the integration mistakes a double throws for, as the real SDKs throw. */
export type IntegrationErrorCode = 'missing_argument' | 'invalid_argument' | 'mount_target_missing' | 'invalid_state';

/**
 * Thrown (not returned) for programming mistakes, as Stripe.js throws its `IntegrationError`
 * and the other SDKs throw plain errors; shopper-facing failures are returned as data instead.
 */
export class IntegrationError extends Error {
  override readonly name = 'IntegrationError';
  readonly code: IntegrationErrorCode;

  constructor(code: IntegrationErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }

  /** Wraps anything thrown into an `IntegrationError`, keeping an existing one as is. */
  static from(error: unknown): IntegrationError {
    if (error instanceof IntegrationError) return error;
    return new IntegrationError('invalid_state', error instanceof Error ? error.message : String(error), {
      cause: error,
    });
  }
}
