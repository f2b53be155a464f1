import type { SandboxContext } from '../../SandboxContext';
import type { PaymentAttempt, PaymentOutcome } from '../ProviderSandbox';
import { browserUrl } from '../shared/browserUrl';
import { parseReturnUrl } from '../shared/parseReturnUrl';
import { insertProviderObject } from '../shared/providerObjects';
import { randomId } from '../shared/randomId';
import type { HostedSettlementDocument } from '../shared/registerHostedSettlement';

/**
 * The platform's step-up for a 3-D Secure card that arrived without liability shift: instead of
 * declining, it keeps the order a draft and redirects to a hosted 3-D Secure challenge
 * (`/sandbox/braintree/challenge/{id}`; Braintree's `assets.braintreegateway.com` in production)
 * that settles the order and returns to `return_url`. Without a loopback `return_url` there is
 * nowhere to come back to, and the transaction is declined with `rejected`, as before.
 */
export async function startBraintreeStepUp(
  attempt: PaymentAttempt,
  ctx: SandboxContext,
  rejected: string,
): Promise<PaymentOutcome> {
  const returnUrl = parseReturnUrl(attempt.payload.return_url);
  if (!returnUrl) return { kind: 'declined', message: rejected };
  const id = randomId('bt3ds_', 16, 'abcdefghijklmnopqrstuvwxyz0123456789');
  await insertProviderObject<HostedSettlementDocument>(ctx.db, {
    id,
    provider: 'braintree',
    kind: 'challenge',
    api_key: attempt.merchant.api_key,
    status: 'open',
    document: {
      amount: attempt.amount,
      currency: attempt.currency,
      merchant_name: attempt.merchant.name,
      return_url: returnUrl.toString(),
    },
  });
  return { kind: 'redirect', redirectUrl: browserUrl(ctx, `/sandbox/braintree/challenge/${id}`), reference: id };
}
