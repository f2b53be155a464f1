import type { PaymentMoney } from '../contract/PaymentPortData';

/** What a pay attempt pays. */
export interface PayAttemptSubject {
  /** The cart paid. */
  readonly cartId: string;
  /** Its total due. */
  readonly amount: PaymentMoney;
  /** The merchant's payment method it is paid with (`payment_method` of the order). */
  readonly paymentMethod: string;
}

/**
 * A pay attempt's fingerprint: the same cart, amount, currency and payment method give the same
 * string. A press whose fingerprint differs from the kept attempt's pays something else, so it is a
 * new attempt once the platform says the old one is neither charging nor charged (`runPayAttempt`).
 */
export function payAttemptFingerprint(subject: PayAttemptSubject): string {
  return JSON.stringify([subject.cartId, subject.amount.amount, subject.amount.currency, subject.paymentMethod]);
}
