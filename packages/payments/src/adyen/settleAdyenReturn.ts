import { readReturnOrderId } from '../adapters/readReturnOrderId';
import type { PaymentReturnContext, PaymentReturnOutcome } from '../contract/PaymentAdapter';
import type { PaymentPort } from '../contract/PaymentPort';
import type { PaymentOrderConfirmation } from '../contract/PaymentPortData';
import { PaymentError } from '../PaymentError';

/**
 * Settles a return from Adyen (`redirected`, `redirected-payment-update`): the `redirectResult`
 * identifier goes to `POST /adyen/paymentDetails`, and only Adyen's `resultCode` from the server
 * decides: `Authorised` confirms (or updates), `Pending`/`Received` wait, `Refused` after a
 * challenge is `authentication_failed`, `Cancelled` is `cancelled`.
 */
export async function settleAdyenReturn<TConfirmation extends PaymentOrderConfirmation>(
  port: PaymentPort<TConfirmation>,
  context: PaymentReturnContext,
): Promise<PaymentReturnOutcome<TConfirmation>> {
  let url: URL;
  try {
    url = new URL(context.url);
  } catch (error) {
    throw new PaymentError('invalid', 'The Adyen return URL is not a URL.', {
      cause: error,
      detail: 'return_unidentified',
    });
  }
  const redirectResult = url.searchParams.get('redirectResult');
  if (redirectResult === null || redirectResult === '' || redirectResult.length > 4096) {
    throw new PaymentError('invalid', 'The Adyen return could not be identified.', { detail: 'return_unidentified' });
  }
  const update =
    context.pending !== null
      ? context.pending.flow === 'update'
      : url.pathname.replace(/\/+$/, '').endsWith('/redirected-payment-update');
  const orderId = readReturnOrderId(context);
  try {
    const details = await port.submitAdyenPaymentDetails(
      { details: { redirectResult }, paymentData: null, isUpdateContainer: update },
      { signal: context.signal },
    );
    if (details.redirect && details.redirect_url !== null) {
      const pending = context.pending ?? {
        adapterId: 'adyen',
        flow: update ? 'update' : 'checkout',
        orderId,
        target: null,
        idempotencyKey: redirectResult.slice(0, 64),
      };
      return { status: 'redirect', url: details.redirect_url, pending };
    }
    switch (details.resultCode) {
      case 'Authorised':
        if (update) return { status: 'updated' };
        if (orderId === null) return { status: 'confirmed', orderId: null, confirmation: null };
        return { status: 'confirmed', orderId, confirmation: await port.getOrder(orderId, { signal: context.signal }) };
      case 'Pending':
      case 'Received':
        return { status: 'pending', orderId };
      case 'Refused':
        throw new PaymentError('authentication_failed', 'The payment could not be authenticated.');
      case 'Cancelled':
        throw new PaymentError('cancelled', 'The payment was cancelled.');
      default:
        throw new PaymentError('server', `Adyen answered ${details.resultCode}.`);
    }
  } catch (error) {
    throw PaymentError.from(error);
  }
}
