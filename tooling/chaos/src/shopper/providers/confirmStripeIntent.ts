import * as v from 'valibot';
import { isSandboxDown } from '../isSandboxDown';
import { patiently } from '../patiently';
import { providerRequest } from '../providerRequest';
import type { ShopperContext } from '../ShopperContext';

/** How Stripe answered a confirmation. */
export type StripeConfirmation =
  | { readonly kind: 'succeeded' }
  /** 3-D Secure: the challenge page to open. */
  | { readonly kind: 'action'; readonly url: string }
  | { readonly kind: 'declined'; readonly message: string }
  /** Anything else (an intent confirmed already by an earlier request whose answer was lost): verify decides. */
  | { readonly kind: 'other'; readonly status: number };

const IntentSchema = v.object({
  status: v.string(),
  next_action: v.optional(v.nullable(v.object({ redirect_to_url: v.object({ url: v.string() }) }))),
});
const DeclineSchema = v.object({ error: v.object({ message: v.string() }) });

/**
 * Stripe v2 (Payment Element): `confirmPayment` of the intent in the browser, as the Stripe.js
 * double sends it (`POST /v1/payment_intents/{id}/confirm` with the card and the return URL).
 */
export async function confirmStripeIntent(
  ctx: ShopperContext,
  clientSecret: string,
  number: string,
  returnUrl: string,
): Promise<StripeConfirmation> {
  const intentId = clientSecret.split('_secret_')[0] ?? '';
  const answer = await patiently(
    ctx,
    'stripe confirm',
    () =>
      providerRequest(ctx, `/sandbox/stripe/v1/payment_intents/${intentId}/confirm`, {
        json: {
          client_secret: clientSecret,
          payment_method_data: { type: 'card', card: { number, exp_month: 12, exp_year: 2034, cvc: '123' } },
          return_url: returnUrl,
        },
        headers: { authorization: `Bearer pk_test_sandbox_${ctx.apiKey}` },
        accept: (status) => status < 500,
      }),
    isSandboxDown,
  );
  if (answer.status === 402) {
    const decline = v.safeParse(DeclineSchema, answer.body);
    return { kind: 'declined', message: decline.success ? decline.output.error.message : 'declined' };
  }
  if (answer.status !== 200) return { kind: 'other', status: answer.status };
  const intent = v.parse(IntentSchema, answer.body);
  if (intent.status === 'succeeded') return { kind: 'succeeded' };
  const url = intent.next_action?.redirect_to_url.url;
  return url ? { kind: 'action', url } : { kind: 'other', status: answer.status };
}
