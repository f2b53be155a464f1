import type { SandboxContext } from '../../SandboxContext';
import { findOrder, findOrderByPaymentReference, settleOrder } from '../../store/orders';
import { replaceProviderObject } from '../shared/providerObjects';
import { recordPaymentMethod } from '../shared/recordPaymentMethod';
import {
  AUTHENTICATION_FAILED_MESSAGE,
  CARD_DECLINED_MESSAGE,
  type CardBehaviour,
  INCORRECT_NUMBER_MESSAGE,
} from '../shared/testCards';
import type { StripeError, StripeIntent, StripePaymentMethodDocument } from './stripeObjects';

/** What confirming an intent with a card did. */
export type StripeConfirmResult =
  | { kind: 'succeeded'; intent: StripeIntent }
  | { kind: 'requires_action'; intent: StripeIntent }
  | { kind: 'card_error'; intent: StripeIntent; error: StripeError }
  | { kind: 'unexpected_state'; intent: StripeIntent };

const CONFIRMABLE = new Set(['requires_payment_method', 'requires_confirmation']);

function cardError(behaviour: Exclude<CardBehaviour, 'success' | 'three_ds'>): StripeError {
  return behaviour === 'decline'
    ? { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: CARD_DECLINED_MESSAGE }
    : { type: 'card_error', code: 'incorrect_number', message: INCORRECT_NUMBER_MESSAGE };
}

/**
 * What happens once an intent succeeded, as Stripe's webhook would tell the platform: a payment
 * intent settles the pending order paying with it; a setup intent of the update flow records
 * the payment method for the customer.
 */
async function afterSucceeded(
  ctx: SandboxContext,
  intent: StripeIntent,
  card: StripePaymentMethodDocument['card'] | null,
) {
  if (intent.kind === 'payment_intent') {
    // The order the intent is bound to now; earlier drafts of the same intent were given up.
    const bound = intent.document.order_id;
    const order = bound
      ? await findOrder(ctx.db, intent.api_key, bound)
      : await findOrderByPaymentReference(ctx.db, intent.id);
    if (order && order.api_key === intent.api_key && order.payment_reference === intent.id) {
      await settleOrder(ctx.db, order.id, 'paid');
    }
    return;
  }
  const { update, payment_method: paymentMethod } = intent.document;
  if (update && paymentMethod) {
    await recordPaymentMethod(ctx.db, {
      id: paymentMethod,
      customerId: update.customerId,
      orderId: update.orderId,
      provider: 'stripe',
      document: { setup_intent: intent.id, card },
    });
  }
}

/**
 * Confirms an intent with a payment method, as `POST /v1/{payment,setup}_intents/:id/confirm`
 * does: a success card succeeds, a decline card leaves it in `requires_payment_method` with
 * "Your card was declined.", a 3-D Secure card moves it to `requires_action` (the challenge page).
 */
export async function confirmStripeIntent(
  ctx: SandboxContext,
  intent: StripeIntent,
  paymentMethod: { id: string; document: StripePaymentMethodDocument },
  returnUrl: string | null,
): Promise<StripeConfirmResult> {
  if (!CONFIRMABLE.has(intent.status)) return { kind: 'unexpected_state', intent };
  const { behaviour, card } = paymentMethod.document;
  const base = {
    ...intent.document,
    payment_method: paymentMethod.id,
    return_url: returnUrl ?? intent.document.return_url,
  };
  // Each write applies only to the intent as read: one cancelled meanwhile (a draft given up) stays cancelled.
  if (behaviour === 'success') {
    const next: StripeIntent = { ...intent, status: 'succeeded', document: { ...base, last_error: null } };
    if (!(await replaceProviderObject(ctx.db, next, intent.status))) return { kind: 'unexpected_state', intent };
    await afterSucceeded(ctx, next, card);
    return { kind: 'succeeded', intent: next };
  }
  if (behaviour === 'three_ds') {
    const next: StripeIntent = { ...intent, status: 'requires_action', document: { ...base, last_error: null } };
    if (!(await replaceProviderObject(ctx.db, next, intent.status))) return { kind: 'unexpected_state', intent };
    return { kind: 'requires_action', intent: next };
  }
  const error = cardError(behaviour);
  const next: StripeIntent = { ...intent, status: 'requires_payment_method', document: { ...base, last_error: error } };
  if (!(await replaceProviderObject(ctx.db, next, intent.status))) return { kind: 'unexpected_state', intent };
  return { kind: 'card_error', intent: next, error };
}

/**
 * Finishes the 3-D Secure challenge of an intent in `requires_action`: passing succeeds it,
 * failing returns it to `requires_payment_method` with Stripe's authentication error.
 * Returns the updated intent, or `null` when it was not waiting for a challenge.
 */
export async function completeStripeChallenge(
  ctx: SandboxContext,
  intent: StripeIntent,
  passed: boolean,
  card: StripePaymentMethodDocument['card'] | null,
): Promise<StripeIntent | null> {
  if (intent.status !== 'requires_action') return null;
  if (passed) {
    const next: StripeIntent = { ...intent, status: 'succeeded', document: { ...intent.document, last_error: null } };
    if (!(await replaceProviderObject(ctx.db, next, 'requires_action'))) return null;
    await afterSucceeded(ctx, next, card);
    return next;
  }
  const error: StripeError = {
    type: 'card_error',
    code: 'payment_intent_authentication_failure',
    message: AUTHENTICATION_FAILED_MESSAGE,
  };
  const next: StripeIntent = {
    ...intent,
    status: 'requires_payment_method',
    document: { ...intent.document, last_error: error },
  };
  return (await replaceProviderObject(ctx.db, next, 'requires_action')) ? next : null;
}
