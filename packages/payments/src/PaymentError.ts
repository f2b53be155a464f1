/** Why a payment step failed. */
export type PaymentErrorCode =
  | 'declined'
  | 'authentication_failed'
  | 'cancelled'
  | 'sdk_unavailable'
  | 'provider_not_recognized'
  | 'no_provider'
  | 'server';

/** The one error every payment step rejects with; provider error shapes are translated into it. */
export class PaymentError extends Error {
  override readonly name = 'PaymentError';
  readonly code: PaymentErrorCode;

  constructor(code: PaymentErrorCode, message: string, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.code = code;
  }

  /** Wraps anything thrown into a `PaymentError` with code `server`, keeping one that already is. */
  static from(error: unknown): PaymentError {
    if (error instanceof PaymentError) return error;
    const message = error instanceof Error ? error.message : 'An unknown error occurred';
    return new PaymentError('server', message, { cause: error });
  }
}
