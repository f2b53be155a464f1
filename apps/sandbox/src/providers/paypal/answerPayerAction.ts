import type { Context } from 'hono';
import type { SandboxContext } from '../../SandboxContext';
import { findOrderByPaymentReference, settleOrder } from '../../store/orders';
import { withQuery } from '../shared/parseReturnUrl';
import { transitionProviderObject } from '../shared/providerObjects';
import { hostedPageHeaders } from '../shared/renderHostedPage';
import type { PaypalObject } from './paypalObjects';

const notPending =
  '<!doctype html><html lang="en"><title>PayPal sandbox</title><p>This payment is not waiting for you.</p></html>';

/**
 * Ends a `payer-action` visit: `complete` captures the order (the platform order opens), `cancel`
 * voids it (the platform order is given up), as the platform does on PayPal's notification; both
 * return to the platform's return URL with PayPal's `token` (and `PayerID` when completed), which
 * prove nothing: the checkout asks the platform. A second answer is a 409.
 */
export async function answerPayerAction(
  c: Context,
  ctx: SandboxContext,
  order: PaypalObject,
  outcome: unknown,
): Promise<Response> {
  const returnUrl = order.document.payer_action_return_url;
  if ((outcome !== 'complete' && outcome !== 'cancel') || !returnUrl) return c.html(notPending, 409, hostedPageHeaders);
  const completed = outcome === 'complete';
  if (!(await transitionProviderObject(ctx.db, order.id, 'PAYER_ACTION_REQUIRED', completed ? 'COMPLETED' : 'VOIDED')))
    return c.html(notPending, 409, hostedPageHeaders);
  const platformOrder = await findOrderByPaymentReference(ctx.db, order.id);
  if (platformOrder && platformOrder.api_key === order.api_key)
    await settleOrder(ctx.db, platformOrder.id, completed ? 'paid' : 'failed');
  const params: Record<string, string> = completed
    ? { token: order.id, PayerID: order.document.payer_id ?? '' }
    : { token: order.id };
  return c.redirect(withQuery(returnUrl, params), 303);
}
