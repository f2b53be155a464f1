/**
 * Every reason checkout cannot be paid yet (spec §4 "Payability"), in the order they are checked;
 * `@checkout/i18n` may give each a message.
 */
export const payabilityBlockers = [
  'payment_method_missing',
  'cart_empty',
  'checkboxes_invalid',
  'contact_invalid',
  'credit_check_invalid',
  'delivery_date_missing',
  'bot_check_token_missing',
  'stock_invalid',
  'shipping_loading',
  'shipping_method_missing',
] as const;

/** One stable reason checkout cannot be paid; see {@link payabilityBlockers}. */
export type PayabilityBlocker = (typeof payabilityBlockers)[number];

/** The checkout state payability depends on; every part is plain data the host already holds. */
export interface PayabilityState {
  /** The chosen payment method or provider, `null` or `''` when none. */
  readonly paymentMethod: string | null;
  /** How many items the cart holds. */
  readonly cartItemCount: number;
  /** Whether every required checkbox is accepted. */
  readonly checkboxesValid: boolean;
  /** Whether the contact and addresses validate (no error-level issue). */
  readonly contactValid: boolean;
  /** Credit check: counts only when `enabled`. */
  readonly creditCheck: { readonly enabled: boolean; readonly valid: boolean };
  /** Delivery date: required only when dates are `checked` and `available` (availability has dates). */
  readonly deliveryDate: { readonly checked: boolean; readonly available: boolean; readonly selected: string | null };
  /** Bot check: counts only when `enabled`, and is invalid without a token. */
  readonly botCheck: { readonly enabled: boolean; readonly token: string | null };
  /** Whether the last stock check passed. */
  readonly stockValid: boolean;
  /** Shipping: invalid while `loading`; a method is required only with `choiceEnabled` and `methodCount > 0`. */
  readonly shipping: {
    readonly loading: boolean;
    readonly choiceEnabled: boolean;
    readonly methodCount: number;
    readonly selectedMethodId: string | number | null;
  };
}

/** Whether checkout can be paid, and every blocker when it cannot. */
export interface Payability {
  /** `true` exactly when `blockers` is empty. */
  readonly payable: boolean;
  /** Every reason it cannot be paid, in {@link payabilityBlockers} order. */
  readonly blockers: readonly PayabilityBlocker[];
}

const isBlank = (value: string | number | null): boolean => value === null || String(value).trim() === '';

/**
 * Decides payability from the checkout state (spec §4): payment method, cart with at least one item,
 * checkboxes, contact, credit check (when enabled), delivery date (when dates are checked and
 * available), bot check (when enabled; a token is needed), stock, and shipping (not loading; a
 * selected method when shipping choice is on and methods exist). Pure; lists every blocker at once.
 */
export function getPayability(state: PayabilityState): Payability {
  const failing: Record<PayabilityBlocker, boolean> = {
    payment_method_missing: isBlank(state.paymentMethod),
    cart_empty: !(state.cartItemCount >= 1),
    checkboxes_invalid: !state.checkboxesValid,
    contact_invalid: !state.contactValid,
    credit_check_invalid: state.creditCheck.enabled && !state.creditCheck.valid,
    delivery_date_missing:
      state.deliveryDate.checked && state.deliveryDate.available && isBlank(state.deliveryDate.selected),
    bot_check_token_missing: state.botCheck.enabled && isBlank(state.botCheck.token),
    stock_invalid: !state.stockValid,
    shipping_loading: state.shipping.loading,
    shipping_method_missing:
      !state.shipping.loading &&
      state.shipping.choiceEnabled &&
      state.shipping.methodCount > 0 &&
      isBlank(state.shipping.selectedMethodId),
  };
  const blockers = payabilityBlockers.filter((blocker) => failing[blocker]);
  return { payable: blockers.length === 0, blockers };
}
