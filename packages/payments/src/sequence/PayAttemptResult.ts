import type { PortPaymentState } from '../contract/PaymentPortData';
import type { PaymentError } from '../PaymentError';
import type { PaySequenceResult } from './PaySequenceResult';

/**
 * The platform holds the cart's payment and has not settled it (`charging`, `charged`, or a `pending`
 * draft): say the payment is being confirmed and ask again (`awaitPayOutcome`); the attempt is kept.
 */
export interface PayAttemptConfirming {
  readonly status: 'confirming';
  readonly state: Exclude<PortPaymentState, 'none' | 'ordered'>;
  /** The draft order when `pending`, else `null`. */
  readonly orderId: string | null;
}

/** The platform could not be asked what became of a sent attempt (offline): the attempt is kept; say so, plainly. */
export interface PayAttemptUnanswered {
  readonly status: 'unanswered';
  /** Why the platform's status could not be read. */
  readonly error: PaymentError;
}

/**
 * What `runPayAttempt` resolves to: the pay sequence's result (a `confirmed` one also when the platform
 * says the cart is ordered: `confirmation` is then `null`, go to order-confirmation by `orderId`), or
 * the platform's word that the payment is still being confirmed, or that it could not be asked.
 */
export type PayAttemptResult<TConfirmation> =
  | PaySequenceResult<TConfirmation>
  | PayAttemptConfirming
  | PayAttemptUnanswered;
