import { readReturnOrderId } from '../adapters/readReturnOrderId';
import type { PaymentReturnContext, PaymentReturnOutcome } from '../contract/PaymentAdapter';
import type { PaymentPort } from '../contract/PaymentPort';
import type { PaymentMethodUpdateTarget, PaymentOrderConfirmation } from '../contract/PaymentPortData';
import type { PaymentAdapterId } from '../contract/PaymentProviderId';
import { PaymentError } from '../PaymentError';

const STRIPE_ID = /^(pi|seti)_[A-Za-z0-9]{1,64}$/;

/**
 * Settles a return from Stripe by asking the platform: `stripe-redirected` verifies the
 * PaymentIntent against the order (`verifyStripeIntent`); `stripe-update-flow-redirected` repeats
 * the update with the SetupIntent so the platform checks the stored card. Only the intent, order
 * and customer ids are read from the URL; `redirect_status` is ignored.
 */
export async function settleStripeReturn<TConfirmation extends PaymentOrderConfirmation>(
  port: PaymentPort<TConfirmation>,
  adapterId: PaymentAdapterId,
  context: PaymentReturnContext,
): Promise<PaymentReturnOutcome<TConfirmation>> {
  const url = parseUrl(context.url);
  const signal = context.signal;
  try {
    if (isUpdateReturn(context, url)) {
      const setupIntentId = readId(url, 'setup_intent');
      const target = context.pending?.target ?? readTarget(url);
      if (setupIntentId === null || target === null) {
        throw new PaymentError('invalid', 'The Stripe return could not be identified.', {
          detail: 'return_unidentified',
        });
      }
      // A new key: the first PUT's key would replay its redirect answer.
      const idempotencyKey = `${context.pending?.idempotencyKey ?? setupIntentId}:return`;
      const answer = await port.updatePaymentMethods(
        target,
        { payment_method_payload: { setup_intent_id: setupIntentId } },
        { idempotencyKey, signal },
      );
      if (answer.redirect && answer.redirect_url !== null) {
        const orderId = target.scope === 'order' ? target.orderId : null;
        return {
          status: 'redirect',
          url: answer.redirect_url,
          pending: { adapterId, flow: 'update', orderId, target, idempotencyKey },
        };
      }
      return { status: 'updated' };
    }
    const intentId = readId(url, 'payment_intent');
    const orderId = readReturnOrderId(context);
    if (intentId === null || orderId === null)
      throw new PaymentError('invalid', 'The Stripe return could not be identified.', {
        detail: 'return_unidentified',
      });
    const verification = await port.verifyStripeIntent(intentId, orderId, { signal });
    if (verification.redirect && verification.redirect_url !== null) {
      const idempotencyKey = context.pending?.idempotencyKey ?? intentId;
      return {
        status: 'redirect',
        url: verification.redirect_url,
        pending: { adapterId, flow: 'checkout', orderId, target: null, idempotencyKey },
      };
    }
    if (!verification.verified) {
      throw new PaymentError('authentication_failed', 'The payment was not completed. Please try again.');
    }
    return { status: 'confirmed', orderId, confirmation: await port.getOrder(orderId, { signal }) };
  } catch (error) {
    throw PaymentError.from(error);
  }
}

function parseUrl(value: string): URL {
  try {
    return new URL(value);
  } catch (error) {
    throw new PaymentError('invalid', 'The Stripe return URL is not a URL.', {
      cause: error,
      detail: 'return_unidentified',
    });
  }
}

function isUpdateReturn(context: PaymentReturnContext, url: URL): boolean {
  if (context.pending !== null) return context.pending.flow === 'update';
  return url.pathname.replace(/\/+$/, '').endsWith('/stripe-update-flow-redirected');
}

function readId(url: URL, name: string): string | null {
  const value = url.searchParams.get(name);
  return value !== null && STRIPE_ID.test(value) ? value : null;
}

function readTarget(url: URL): PaymentMethodUpdateTarget | null {
  const safe = (value: string | null) => (value !== null && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null);
  const orderId = safe(url.searchParams.get('order_id'));
  if (orderId !== null) return { scope: 'order', orderId };
  const customerId = safe(url.searchParams.get('customer_id'));
  return customerId === null ? null : { scope: 'customer', customerId };
}
