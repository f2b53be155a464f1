import * as v from 'valibot';
import { answerHostedPage } from '../answerHostedPage';
import { isSandboxDown } from '../isSandboxDown';
import { patiently } from '../patiently';
import { providerRequest } from '../providerRequest';
import type { ShopperContext } from '../ShopperContext';

const PaypalOrderSchema = v.object({
  id: v.string(),
  links: v.array(v.object({ rel: v.string(), href: v.string() })),
});

/**
 * PayPal's buttons: `createOrder` for the cart's amount (the JS SDK double's
 * `POST /v2/checkout/orders`, popup flow without return URL), then the payer on the approval
 * page pressing `outcome` (`approve`, or `approve_declined` for PayPal's declined funding source).
 */
export async function approvedPaypalOrder(
  ctx: ShopperContext,
  cartId: string,
  amount: string,
  currency: string,
  outcome: 'approve' | 'approve_declined',
): Promise<string> {
  const { data } = await patiently(ctx, 'paypal data', () => ctx.api().getPaypalData(cartId), isSandboxDown);
  const created = await patiently(
    ctx,
    'paypal order',
    () =>
      providerRequest(ctx, '/sandbox/paypal/v2/checkout/orders', {
        json: { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: currency, value: amount } }] },
        headers: { authorization: `Bearer ${data.paypal_client_id}` },
      }),
    isSandboxDown,
  );
  const order = v.parse(PaypalOrderSchema, created.body);
  const approve = order.links.find((link) => link.rel === 'approve')?.href;
  if (!approve) throw new Error(`PayPal order ${order.id} has no approval link.`);
  await answerHostedPage(ctx, approve, outcome);
  return order.id;
}
