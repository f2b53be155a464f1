/** Why a platform call failed. */
export type CheckoutApiErrorCode = 'network' | 'timeout' | 'aborted' | 'http' | 'invalid_response' | 'invalid_argument';

/** Options of {@link CheckoutApiError}. */
export interface CheckoutApiErrorOptions {
  /** HTTP status. Defaults to `500` (spec §8). */
  status?: number;
  cause?: unknown;
}

/** The one error every platform call rejects with. */
export class CheckoutApiError extends Error {
  override readonly name = 'CheckoutApiError';
  readonly code: CheckoutApiErrorCode;
  readonly status: number;

  constructor(code: CheckoutApiErrorCode, message: string, options: CheckoutApiErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = options.status ?? 500;
  }

  /** Wraps anything thrown into a `CheckoutApiError`, keeping one that already is. */
  static from(error: unknown): CheckoutApiError {
    if (error instanceof CheckoutApiError) return error;
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      return new CheckoutApiError('timeout', 'The request timed out.', { cause: error });
    }
    if (error instanceof DOMException && error.name === 'AbortError') {
      return new CheckoutApiError('aborted', 'The request was aborted.', { cause: error });
    }
    const message = error instanceof Error ? error.message : 'An unknown error occurred';
    return new CheckoutApiError('network', message, { cause: error });
  }
}
