import * as v from 'valibot';
import { isSandboxDown } from '../isSandboxDown';
import { patiently } from '../patiently';
import { providerRequest } from '../providerRequest';
import type { ShopperContext } from '../ShopperContext';

const ClientTokenSchema = v.object({ authorizationFingerprint: v.string(), clientApiUrl: v.string() });
const TokenizedSchema = v.object({
  creditCards: v.pipe(v.array(v.object({ nonce: v.string() })), v.minLength(1)),
});
const LookupSchema = v.object({ paymentMethod: v.object({ nonce: v.string() }) });

/**
 * Braintree Drop-in: the client token of the cart, the card tokenised, then the 3-D Secure lookup
 * Drop-in runs (`threeDSecure: true`; frictionless for the cards used here), whose nonce pays. The
 * lookup spends the card nonce, so when its answer is lost the card is tokenised again, as Drop-in
 * would on the shopper's next press.
 */
export async function braintreeNonce(
  ctx: ShopperContext,
  cartId: string,
  number: string,
  amount: string,
): Promise<string> {
  const { data } = await patiently(ctx, 'braintree token', () => ctx.api().getBraintreeData(cartId), isSandboxDown);
  const token = v.parse(ClientTokenSchema, JSON.parse(Buffer.from(data.client_token, 'base64').toString('utf8')));
  const json = (extra: Record<string, unknown>) => ({
    authorizationFingerprint: token.authorizationFingerprint,
    ...extra,
  });
  for (let round = 0; ; round++) {
    const tokenized = await patiently(
      ctx,
      'braintree tokenize',
      () =>
        providerRequest(ctx, `${token.clientApiUrl}/v1/payment_methods/credit_cards`, {
          json: json({ creditCard: { number, expirationDate: '12/34', cvv: '123' } }),
        }),
      isSandboxDown,
    );
    const cardNonce = v.parse(TokenizedSchema, tokenized.body).creditCards[0]?.nonce ?? '';
    const lookup = await patiently(
      ctx,
      'braintree 3-D Secure lookup',
      () =>
        providerRequest(ctx, `${token.clientApiUrl}/v1/payment_methods/${cardNonce}/three_d_secure/lookup`, {
          json: json({ amount }),
          accept: (status) => status < 500,
        }),
      isSandboxDown,
    );
    if (lookup.status < 400) return v.parse(LookupSchema, lookup.body).paymentMethod.nonce;
    if (round >= 2)
      throw new Error(`The Braintree lookup keeps failing: ${lookup.status} ${lookup.text.slice(0, 200)}`);
  }
}
