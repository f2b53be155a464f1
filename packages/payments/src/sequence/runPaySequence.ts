import type { PaymentAdapter } from '../contract/PaymentAdapter';
import type { PaymentMoney, PaymentOrderConfirmation } from '../contract/PaymentPortData';
import { PaymentError } from '../PaymentError';
import type { RedirectAllowlist } from '../redirect/createRedirectAllowlist';
import { checkedRedirect } from './checkedRedirect';
import { classifyAttemptFailure } from './classifyAttemptFailure';
import { createPayAttempt, type PayAttempt } from './createPayAttempt';
import type { PaySequenceResult } from './PaySequenceResult';

/** A stock check's answer, as `GET /cart/{cart_id}/stock-validation` gives it. */
export interface StockCheckOutcome {
  readonly valid: boolean;
  /** Ids of the lines out of stock. Defaults to `[]`. */
  readonly out_of_stock?: readonly string[];
}

/** A credit check's answer; a rejected check counts as refused with the error's message. */
export interface CreditCheckOutcome {
  readonly valid: boolean;
  /** The refusal message when invalid. Defaults to `null`. */
  readonly message?: string | null;
}

/** The answer of a check the merchant has switched off. */
const NOT_CHECKED: StockCheckOutcome = { valid: true };

/** Options of {@link runPaySequence}. */
export interface PaySequenceOptions<TConfirmation extends PaymentOrderConfirmation> {
  /** The attempt the host keeps; pass the result's `attempt` on the next press. */
  readonly attempt: PayAttempt;
  /** The chosen provider's loaded adapter; `null` when none is chosen, a `PaymentError` when it could not be resolved or loaded. */
  readonly adapter: PaymentAdapter<TConfirmation> | PaymentError | null;
  /** The amount to pay. */
  readonly amount: PaymentMoney;
  /** Where a `redirect_url` may lead. */
  readonly allowlist: RedirectAllowlist;
  /** Runs the stock check; omit when the merchant has it off. Defaults to `undefined`. */
  readonly checkStock?: () => Promise<StockCheckOutcome>;
  /** Runs the credit check; omit when the merchant has it off. Defaults to `undefined`. */
  readonly checkCredit?: () => Promise<CreditCheckOutcome>;
  /** Reads the rest of payability after the checks (spec §4). Defaults to `() => true`. */
  readonly isPayable?: () => boolean;
  /** Marks the payment in progress (`true` first; `false` when the sequence stops or fails; left on while the host navigates away). Defaults to `undefined`. */
  readonly onInProgressChange?: (inProgress: boolean) => void;
  /** Resets the credit check to valid when the flow stops. Defaults to `undefined`. */
  readonly onCreditCheckReset?: () => void;
  /** Cancels the adapter's work. Defaults to `undefined`. */
  readonly signal?: AbortSignal;
  /** Hears the attempt with what it sends, before the order is created: keep it with the cart (`runPayAttempt` does). Defaults to `undefined`. */
  readonly onAttemptChange?: (attempt: PayAttempt) => void;
}

/**
 * The pay sequence of spec §4, called from the pay button's handler: mark in progress → no
 * provider is an error → stock and credit checks together → the provider pays if all is valid,
 * else the credit check resets to valid and the flow stops → any error ends the in-progress
 * state as one typed `PaymentError`. The provider's part is made once per attempt (`attempt.submission`);
 * a failure keeps the attempt unless it is the attempt's outcome (`classifyAttemptFailure`). Never rejects.
 */
export async function runPaySequence<TConfirmation extends PaymentOrderConfirmation>(
  options: PaySequenceOptions<TConfirmation>,
): Promise<PaySequenceResult<TConfirmation>> {
  let { attempt } = options;
  options.onInProgressChange?.(true);
  try {
    const adapter = options.adapter;
    if (adapter === null) throw new PaymentError('no_provider', 'No payment provider was chosen.');
    if (adapter instanceof PaymentError) throw adapter;

    const [stock, credit] = await Promise.all([
      options.checkStock?.() ?? NOT_CHECKED,
      runCreditCheck(options.checkCredit),
    ]);
    const payable = options.isPayable?.() ?? true;
    if (!stock.valid || !credit.valid || !payable) {
      options.onCreditCheckReset?.();
      options.onInProgressChange?.(false);
      if (!stock.valid)
        return { status: 'stopped', reason: 'out_of_stock', outOfStock: stock.out_of_stock ?? [], attempt };
      if (!credit.valid)
        return { status: 'stopped', reason: 'credit_refused', message: credit.message ?? null, attempt };
      return { status: 'stopped', reason: 'not_payable', attempt };
    }

    const outcome = await adapter.pay({
      idempotencyKey: attempt.idempotencyKey,
      amount: options.amount,
      isUpdateContainer: false,
      signal: options.signal,
      submission: attempt.submission,
      onSubmission: (submission) => {
        attempt = { ...attempt, submission };
        options.onAttemptChange?.(attempt);
      },
    });
    switch (outcome.status) {
      case 'confirmed':
        return outcome;
      case 'redirect':
        return checkedRedirect(outcome, options.allowlist);
      case 'updated':
        throw new PaymentError('server', 'The provider answered an order creation with a payment-method update.');
      default:
        return outcome satisfies never;
    }
  } catch (thrown) {
    const error = PaymentError.from(thrown);
    options.onInProgressChange?.(false);
    // Only an outcome ends the attempt: after a conflict or no answer, the platform is asked first.
    const over = classifyAttemptFailure(error) === 'over';
    return {
      status: 'failed',
      error,
      attempt: over ? createPayAttempt({ fingerprint: attempt.fingerprint }) : attempt,
    };
  }
}

async function runCreditCheck(check: (() => Promise<CreditCheckOutcome>) | undefined): Promise<CreditCheckOutcome> {
  if (check === undefined) return { valid: true };
  try {
    return await check();
  } catch (error) {
    return { valid: false, message: PaymentError.from(error).message };
  }
}
