import * as v from 'valibot';
import { isSandboxDown } from '../isSandboxDown';
import { patiently } from '../patiently';
import { providerRequest } from '../providerRequest';
import type { ShopperContext } from '../ShopperContext';

const PaymentMethodSchema = v.object({ id: v.string() });

/** Stripe v1 (Card Element): the PaymentMethod Stripe.js creates from the card fields, as the double's `createPaymentMethod`. */
export async function createStripePaymentMethod(ctx: ShopperContext, number: string): Promise<string> {
  const answer = await patiently(
    ctx,
    'stripe payment method',
    () =>
      providerRequest(ctx, '/sandbox/stripe/v1/payment_methods', {
        json: { type: 'card', card: { number, exp_month: 12, exp_year: 2034, cvc: '123' } },
        headers: { authorization: `Bearer pk_test_sandbox_${ctx.apiKey}` },
      }),
    isSandboxDown,
  );
  return v.parse(PaymentMethodSchema, answer.body).id;
}
