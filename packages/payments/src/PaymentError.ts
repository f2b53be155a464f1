/** Why a payment step failed. */
export type PaymentErrorCode =
  /** The provider or platform declined the payment (HTTP 402); the provider's message is kept as is. */
  | 'declined'
  /** 3-D Secure or another shopper authentication failed. */
  | 'authentication_failed'
  /** The shopper cancelled (closed the window, pressed cancel) or the step was aborted. */
  | 'cancelled'
  /** The provider SDK or the adapter's code chunk could not be loaded. */
  | 'sdk_unavailable'
  /** A public value the provider needs (Adyen's client key, a Stripe key without a cart, a PayPal client id) is configured nowhere. */
  | 'not_configured'
  /** The gateway has no adapter (`payone`, unknown values): "Payment provider type not recognized." */
  | 'provider_not_recognized'
  /** No payment provider was chosen. */
  | 'no_provider'
  /** A `redirect_url` was not on the allowlist and was not followed. */
  | 'redirect_refused'
  /** The platform refused the request as invalid (HTTP 422), e.g. a bad return URL. */
  | 'invalid'
  /** The platform was unreachable or timed out; retrying the same attempt is safe. */
  | 'network'
  /** Anything else: server errors, unexpected answers, unknown failures. */
  | 'server';

/**
 * Which of several situations behind one code the error is, where the shopper should be told them
 * apart; `@checkout/i18n`'s `describeError` maps each to a translated text (ADR 0014).
 */
export type PaymentErrorDetail =
  /** The shopper pressed Pay before completing the provider's form. */
  | 'incomplete'
  /** A return address names no payment (or one the adapter cannot read). */
  | 'return_unidentified'
  /** A redirected payment came back without being completed. */
  | 'not_completed';

/** Options of {@link PaymentError}. */
export interface PaymentErrorOptions {
  /** What was thrown underneath. Defaults to `undefined`. */
  cause?: unknown;
  /** HTTP status of the platform answer behind the error. Defaults to `null`. */
  status?: number | null;
  /** Which situation behind the code this is. Defaults to `null`. */
  detail?: PaymentErrorDetail | null;
}

/** The message of `provider_not_recognized` (spec §4). */
export const PROVIDER_NOT_RECOGNIZED_MESSAGE = 'Payment provider type not recognized.';

/** The message of `redirect_refused` (the shopper reads the translation of the code). */
export const REDIRECT_REFUSED_MESSAGE = 'The payment provider asked to redirect to an address that is not allowed.';

const UNKNOWN_MESSAGE = 'An unknown error occurred';

/**
 * The one error every payment step rejects with; provider error shapes are translated into it. Its
 * message is for developers and logs: the shopper reads the translation of its code and detail.
 */
export class PaymentError extends Error {
  override readonly name = 'PaymentError';
  /** Why the step failed. */
  readonly code: PaymentErrorCode;
  /** HTTP status of the platform answer behind the error, else `null`. */
  readonly status: number | null;
  /** Which situation behind the code this is, where the shopper should tell them apart; else `null`. */
  readonly detail: PaymentErrorDetail | null;

  constructor(code: PaymentErrorCode, message: string, options: PaymentErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = options.status ?? null;
    this.detail = options.detail ?? null;
  }

  /** Whether repeating the same attempt (same idempotency key) may succeed: network and server failures. */
  get retryable(): boolean {
    return this.code === 'network' || this.code === 'server';
  }

  /**
   * Wraps anything thrown into a `PaymentError`, keeping one that already is. Platform client
   * errors (`CheckoutApiError`, read by shape) map by status and code: 402 → `declined`,
   * 422 → `invalid`, timeouts and network failures → `network`, aborts → `cancelled`; the
   * server's own message is kept as is ("Your card was declined.").
   */
  static from(error: unknown): PaymentError {
    if (error instanceof PaymentError) return error;
    if (!(error instanceof Error)) return new PaymentError('server', UNKNOWN_MESSAGE, { cause: error });
    const fields = error as Error & { status?: unknown; code?: unknown; serverMessage?: unknown };
    const status = typeof fields.status === 'number' ? fields.status : null;
    const message =
      typeof fields.serverMessage === 'string' && fields.serverMessage !== '' ? fields.serverMessage : error.message;
    const options = { cause: error, status };
    if (fields.code === 'aborted' || error.name === 'AbortError')
      return new PaymentError('cancelled', message, options);
    if (fields.code === 'network' || fields.code === 'timeout' || error.name === 'TimeoutError') {
      return new PaymentError('network', message, options);
    }
    if (status === 402) return new PaymentError('declined', message, options);
    if (status === 422) return new PaymentError('invalid', message, options);
    return new PaymentError('server', message || UNKNOWN_MESSAGE, options);
  }
}
