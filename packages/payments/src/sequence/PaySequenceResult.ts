import type { PaymentConfirmedOutcome, PaymentRedirectOutcome } from '../contract/PaymentAdapter';
import type { PaymentError } from '../PaymentError';
import type { PayAttempt } from './createPayAttempt';

/** Why the pay sequence stopped before the provider paid; the credit check has been reset to valid. */
export type PaySequenceStop =
  /** Lines are out of stock: show the translated message and reload the cart (spec §8). */
  | {
      readonly status: 'stopped';
      readonly reason: 'out_of_stock';
      readonly outOfStock: readonly string[];
      readonly attempt: PayAttempt;
    }
  /** The credit check refused, with the server's message ("Customer score too low to proceed.") when sent. */
  | {
      readonly status: 'stopped';
      readonly reason: 'credit_refused';
      readonly message: string | null;
      readonly attempt: PayAttempt;
    }
  /** Something else the host checks (payability) is invalid. */
  | { readonly status: 'stopped'; readonly reason: 'not_payable'; readonly attempt: PayAttempt };

/** The sequence failed with one typed error; keep `attempt` for the next press (the same one when retrying is safe). */
export interface PaySequenceFailure {
  readonly status: 'failed';
  /** The one error to show as an alert. */
  readonly error: PaymentError;
  /**
   * The attempt for the next press: a new one when the failure is its outcome (a decline, a refused body,
   * nothing sent); else the same (same key, same provider part), whose fate the platform is asked first.
   */
  readonly attempt: PayAttempt;
}

/**
 * What `runPaySequence` resolves to (it never rejects): `confirmed` (store the confirmation, go to
 * order-confirmation), `redirect` (follow `url`, already checked against the allowlist), a stop, or a failure.
 */
export type PaySequenceResult<TConfirmation> =
  | PaymentConfirmedOutcome<TConfirmation>
  | PaymentRedirectOutcome
  | PaySequenceStop
  | PaySequenceFailure;
