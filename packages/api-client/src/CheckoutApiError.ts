import type { ServerFieldErrors } from '@checkout/validation';

/** Why a platform call failed. */
export type CheckoutApiErrorCode = 'network' | 'timeout' | 'aborted' | 'http' | 'invalid_response' | 'invalid_argument';

/** Options of {@link CheckoutApiError}. */
export interface CheckoutApiErrorOptions {
  /** HTTP status. Defaults to `500` (spec §8). */
  status?: number;
  /** The message the server sent, verbatim. Defaults to `undefined`. */
  serverMessage?: string;
  /** The platform's error code (`out_of_stock`, `voucher_expired`…), verbatim. Defaults to `undefined`. */
  serverCode?: string;
  /** Per-field errors the server reported. Defaults to `undefined`. */
  fieldErrors?: ServerFieldErrors;
  /** Dot path of the value that failed its schema (`data.items.0.price`). Defaults to `undefined`. */
  path?: string;
  /** The `Idempotency-Key` the failed request sent, to reuse on a manual retry. Defaults to `undefined`. */
  idempotencyKey?: string;
  /** What was thrown underneath. Defaults to `undefined`. */
  cause?: unknown;
}

/** The one error every platform call rejects with. */
export class CheckoutApiError extends Error {
  override readonly name = 'CheckoutApiError';
  /** Why the call failed. */
  readonly code: CheckoutApiErrorCode;
  /** HTTP status of the response, 500 when there was none. */
  readonly status: number;
  /** The server's own message, when it sent one (spec §8 maps these to translations). */
  readonly serverMessage: string | undefined;
  /** The platform's error code, when it sent one (`@checkout/i18n` maps the known ones to translations). */
  readonly serverCode: string | undefined;
  /** Per-field errors the server reported, keyed by field path. */
  readonly fieldErrors: ServerFieldErrors | undefined;
  /** Dot path of the value that failed its schema, for `invalid_response` and `invalid_argument`. */
  readonly path: string | undefined;
  /** The `Idempotency-Key` sent with the failed request, to reuse when retrying by hand. */
  readonly idempotencyKey: string | undefined;

  constructor(code: CheckoutApiErrorCode, message: string, options: CheckoutApiErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = options.status ?? 500;
    this.serverMessage = options.serverMessage;
    this.serverCode = options.serverCode;
    this.fieldErrors = options.fieldErrors;
    this.path = options.path;
    this.idempotencyKey = options.idempotencyKey;
  }

  /** Wraps anything thrown into a `CheckoutApiError`, keeping one that already is. */
  static from(error: unknown): CheckoutApiError {
    if (error instanceof CheckoutApiError) return error;
    if (isDomException(error, 'TimeoutError')) {
      return new CheckoutApiError('timeout', 'The request timed out.', { cause: error });
    }
    if (isDomException(error, 'AbortError')) {
      return new CheckoutApiError('aborted', 'The request was aborted.', { cause: error });
    }
    const message = error instanceof Error ? error.message : 'An unknown error occurred';
    return new CheckoutApiError('network', message, { cause: error });
  }

  /** A copy of this error that carries the `Idempotency-Key` of the request that failed. */
  withIdempotencyKey(idempotencyKey: string): CheckoutApiError {
    return new CheckoutApiError(this.code, this.message, {
      status: this.status,
      serverMessage: this.serverMessage,
      serverCode: this.serverCode,
      fieldErrors: this.fieldErrors,
      path: this.path,
      idempotencyKey,
      cause: this.cause,
    });
  }
}

function isDomException(error: unknown, name: string): boolean {
  return typeof DOMException !== 'undefined' && error instanceof DOMException && error.name === name;
}
