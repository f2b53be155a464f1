import { CheckoutApiError } from '@checkout/api-client';

/**
 * The checkout port's order read found no order of its cart (`createCheckoutPort`): the platform has no
 * order of that id under the merchant's api key (its 404), or the order it has is another cart's, or its
 * answer does not name its cart (`isOrderOfCart`). A 404 like the platform's, told apart from other 404s
 * (a Stripe verify of an intent that is not the order's stays a failed return), so a provider return
 * shows the not-found page for it, and carries nothing of the order it refused.
 */
export class OrderNotFoundError extends CheckoutApiError {
  constructor(cause?: unknown) {
    super('http', 'Order not found.', { status: 404, cause });
  }

  /** Whether `error`, or what it was wrapped around (`PaymentError.from` keeps it as `cause`), is one. */
  static isIn(error: unknown): boolean {
    let current = error;
    for (let depth = 0; depth < 5 && current instanceof Error; depth++, current = current.cause) {
      if (current instanceof OrderNotFoundError) return true;
    }
    return false;
  }
}
