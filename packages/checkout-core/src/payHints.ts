import type { Payability } from '@checkout/validation';
import type { CheckoutFormValues } from './CheckoutFormValues';

/** What the page says about an unpayable form, and what Pay may go on with. */
export interface PayHints {
  /** Show "choose a shipping method" at the methods. */
  readonly shippingMethod: boolean;
  /** Show "choose a delivery date" at the dates. */
  readonly deliveryDate: boolean;
  /** Show "choose a payment method" at the methods. */
  readonly paymentMethod: boolean;
  /** Only the bot check's token is missing: its widget may ask for one now. */
  readonly botCheckWanted: boolean;
  /** The bot check's token is missing, among others: with every field right, its widget takes the focus. */
  readonly botCheckMissing: boolean;
  /** Pay may run the pay sequence: payable, or blocked only by a failed credit check (Pay checks credit again). */
  readonly mayPay: boolean;
}

/** What {@link payHints} reads: the payability, whether the shopper asked what is missing, and the form. */
export interface PayHintsInput {
  readonly payability: Payability;
  /** The shopper asked what is missing ("show me"): every hint shows. */
  readonly revealed: boolean;
  readonly values: Pick<CheckoutFormValues, 'email'> & { readonly billing: { readonly first_name: string } };
}

/**
 * The hints of an unpayable form: a missing shipping method or delivery date is pointed at once the
 * shopper has begun (an email or a first name typed) or asked, a missing payment method only when
 * asked; the bot check is wanted when it is all that is missing.
 */
export function payHints({ payability, revealed, values }: PayHintsInput): PayHints {
  const { blockers } = payability;
  const begun = revealed || values.email !== '' || values.billing.first_name !== '';
  return {
    shippingMethod: begun && blockers.includes('shipping_method_missing'),
    deliveryDate: begun && blockers.includes('delivery_date_missing'),
    paymentMethod: revealed && blockers.includes('payment_method_missing'),
    botCheckWanted: blockers.every((blocker) => blocker === 'bot_check_token_missing'),
    botCheckMissing: blockers.includes('bot_check_token_missing'),
    mayPay: payability.payable || blockers.every((blocker) => blocker === 'credit_check_invalid'),
  };
}
