import type { PaymentAdapter, PaymentRedirectOutcome, PaymentUpdatedOutcome } from '../contract/PaymentAdapter';
import type { PaymentMethodUpdateTarget, PaymentOrderConfirmation } from '../contract/PaymentPortData';
import { PaymentError, PROVIDER_NOT_RECOGNIZED_MESSAGE } from '../PaymentError';
import type { RedirectAllowlist } from '../redirect/createRedirectAllowlist';
import { checkedRedirect } from './checkedRedirect';
import { createPayAttempt, type PayAttempt } from './createPayAttempt';
import type { PaySequenceFailure } from './PaySequenceResult';
import { paymentMethodUpdateDispatch } from './paymentMethodUpdateDispatch';

/** Options of {@link runPaymentMethodUpdate}. */
export interface PaymentMethodUpdateOptions<TConfirmation extends PaymentOrderConfirmation> {
  /** The attempt the host keeps; pass the result's `attempt` on the next press. */
  readonly attempt: PayAttempt;
  /** The link's provider adapter; `null` when none, a `PaymentError` when it could not be resolved or loaded. */
  readonly adapter: PaymentAdapter<TConfirmation> | PaymentError | null;
  /** One order (`order_id` on the link) or all of the customer's orders (`is_update_all`). */
  readonly target: PaymentMethodUpdateTarget;
  /** Where a `redirect_url` may lead. */
  readonly allowlist: RedirectAllowlist;
  /** Marks the update in progress (`false` again on failure). Defaults to `undefined`. */
  readonly onInProgressChange?: (inProgress: boolean) => void;
  /** Cancels the adapter's work. Defaults to `undefined`. */
  readonly signal?: AbortSignal;
}

/** What {@link runPaymentMethodUpdate} resolves to: go to updated-successfully, follow the checked redirect, or show the error. */
export type PaymentMethodUpdateResult = PaymentUpdatedOutcome | PaymentRedirectOutcome | PaySequenceFailure;

/**
 * The update flow of spec §4, called from the submit handler: dispatches by provider
 * (`paymentMethodUpdateDispatch`), follows a provider redirect when given (after the allowlist
 * check), else reports `updated`. Never rejects.
 */
export async function runPaymentMethodUpdate<TConfirmation extends PaymentOrderConfirmation>(
  options: PaymentMethodUpdateOptions<TConfirmation>,
): Promise<PaymentMethodUpdateResult> {
  const { attempt, target, signal } = options;
  options.onInProgressChange?.(true);
  try {
    const adapter = options.adapter;
    if (adapter === null) throw new PaymentError('no_provider', 'No payment provider was chosen.');
    if (adapter instanceof PaymentError) throw adapter;
    const route = paymentMethodUpdateDispatch[adapter.provider];
    if (route === 'not_recognized') throw new PaymentError('provider_not_recognized', PROVIDER_NOT_RECOGNIZED_MESSAGE);
    const outcome =
      route === 'pay'
        ? await adapter.pay({
            idempotencyKey: attempt.idempotencyKey,
            amount: null,
            isUpdateContainer: true,
            target,
            signal,
          })
        : await adapter.updatePaymentMethod({ idempotencyKey: attempt.idempotencyKey, target, signal });
    if (outcome.status === 'redirect') return checkedRedirect(outcome, options.allowlist);
    return { status: 'updated' };
  } catch (thrown) {
    const error = PaymentError.from(thrown);
    options.onInProgressChange?.(false);
    return { status: 'failed', error, attempt: error.retryable ? attempt : createPayAttempt() };
  }
}
