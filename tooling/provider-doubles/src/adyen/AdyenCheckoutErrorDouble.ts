/** Adyen Web's error types (`AdyenCheckoutError.errorTypes`). */
export type AdyenErrorType =
  | 'NETWORK_ERROR'
  | 'CANCEL'
  | 'IMPLEMENTATION_ERROR'
  | 'API_ERROR'
  | 'ERROR'
  | 'SCRIPT_ERROR'
  | 'SDK_ERROR';

/** The error the Drop-in double passes to `onError`, shaped like Adyen Web's `AdyenCheckoutError`. */
export class AdyenCheckoutErrorDouble extends Error {
  override readonly name: AdyenErrorType;
  override cause: unknown;
  options: { cause?: unknown; code?: string };

  constructor(type: AdyenErrorType, message?: string, options: { cause?: unknown; code?: string } = {}) {
    super(message ?? type);
    this.name = type;
    this.cause = options.cause;
    this.options = options;
  }

  /** Wraps anything thrown into an `ERROR`, keeping an existing double error as is. */
  static from(error: unknown): AdyenCheckoutErrorDouble {
    return error instanceof AdyenCheckoutErrorDouble
      ? error
      : new AdyenCheckoutErrorDouble('ERROR', error instanceof Error ? error.message : String(error), { cause: error });
  }
}
