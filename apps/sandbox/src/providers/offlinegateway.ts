import type { Hono } from 'hono';
import type { SandboxContext } from '../SandboxContext';
import type { PaymentAttempt, PaymentOutcome, ProviderSandbox } from './ProviderSandbox';
import { browserUrl } from './shared/browserUrl';
import { parseReturnUrl } from './shared/parseReturnUrl';
import { findProviderObject, insertProviderObject, transitionProviderObject } from './shared/providerObjects';
import { randomId } from './shared/randomId';
import { type HostedSettlementDocument, registerHostedSettlement } from './shared/registerHostedSettlement';

async function authorize(attempt: PaymentAttempt, ctx: SandboxContext): Promise<PaymentOutcome> {
  if (attempt.purpose === 'update') return { kind: 'invalid', message: 'Payment provider type not recognized.' };
  const method = attempt.merchant.settings.payment_methods.find((m) => m.id === attempt.paymentMethodId);
  if (!method?.hosted_confirmation) return { kind: 'paid', reference: randomId('offline_', 16) };
  // A gateway that confirms on its hosted page: the order waits (draft) until that page settles it.
  const returnUrl = parseReturnUrl(attempt.payload.return_url);
  if (!returnUrl) return { kind: 'invalid', message: 'return_url must be a loopback http(s) URL.' };
  const id = randomId('offline_', 16);
  await insertProviderObject<HostedSettlementDocument>(ctx.db, {
    id,
    provider: 'offlinegateway',
    kind: 'transfer',
    api_key: attempt.merchant.api_key,
    status: 'open',
    document: {
      amount: attempt.amount,
      currency: attempt.currency,
      merchant_name: attempt.merchant.name,
      return_url: returnUrl.toString(),
    },
  });
  return { kind: 'redirect', redirectUrl: browserUrl(ctx, `/sandbox/offlinegateway/pay/${id}`), reference: id };
}

/**
 * The offline gateway (invoice, bank transfer): every order is accepted as paid, except with a
 * payment method marked `hosted_confirmation`, whose order is confirmed on the gateway's hosted page
 * (`/sandbox/offlinegateway/pay/{id}`, with `SANDBOX_PROVIDER_HOSTS` named on
 * `https://pay.offline-gateway.example/pay/{id}`): the page settles the order, as the gateway's notification
 * would, and returns to `return_url` with nothing added. There is nothing to update.
 */
export const offlineGatewaySandbox: ProviderSandbox = {
  gateway: 'offlinegateway',
  authorize,

  // An open transfer the platform gives up expires; one confirmed meanwhile stays paid.
  async expire(reference, ctx) {
    if (await transitionProviderObject(ctx.db, reference, 'open', 'expired')) return 'expired';
    const transfer = await findProviderObject(ctx.db, 'offlinegateway', 'transfer', reference);
    return transfer?.status === 'paid' ? 'paid' : 'expired';
  },

  register(app: Hono, ctx: SandboxContext) {
    registerHostedSettlement(app, ctx, {
      path: '/sandbox/offlinegateway/pay',
      provider: 'offlinegateway',
      kind: 'transfer',
      page: {
        provider: 'Bank transfer',
        title: 'Confirm your transfer',
        description: 'This is the gateway’s test mode: confirm the transfer, or cancel it and return to the shop.',
      },
      pass: { value: 'paid', label: 'Transfer confirmed', status: 'paid' },
      fail: { value: 'canceled', label: 'Cancel transfer', status: 'canceled' },
      notPending: '<!doctype html><title>Not found</title><p>This transfer is not open any more.</p>',
    });
  },
};
