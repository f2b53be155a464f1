import type { Cart, OrderConfirmation } from '@checkout/api-client';
import type { PaymentAdapter, PaymentError } from '@checkout/payments';
import type { ValidationIssue } from '@checkout/validation';

/** Options of `usePay`: the cart, the chosen adapter, the checks and what the form does with each outcome. */
export interface UsePayOptions {
  readonly lang: string;
  readonly apiKey: string;
  readonly cart: Cart;
  readonly adapter: PaymentAdapter<OrderConfirmation> | PaymentError | null;
  /** The merchant's payment method chosen (`payment_method` of the order), part of what a pay attempt pays. */
  readonly paymentMethodId: string | null;
  readonly stockCheck: boolean;
  readonly creditCheck: { enabled: boolean; run: () => Promise<{ valid: boolean; message?: string | null }> };
  readonly isPayable: () => boolean;
  readonly validateLimits: () => Promise<void>;
  readonly onOutOfStock: (lines: readonly string[]) => void;
  readonly onCreditReset: () => void;
  readonly onFieldErrors: (issues: readonly ValidationIssue[]) => void;
  readonly onConfirmed: () => void;
}

/** What the page says of a payment the platform holds unsettled: being confirmed, or not confirmed after every read. */
export type PayState = 'confirming' | 'unconfirmed';
