import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { ok } from '../http/envelope';
import { readRawBody } from '../http/readBody';
import type { SandboxContext } from '../SandboxContext';
import type { MerchantRecord } from '../store/records';
import type { BraintreeNonceDocument } from './braintree/BraintreeNonceDocument';
import { registerBraintreeStepUp } from './braintree/registerBraintreeStepUp';
import { registerBraintreeThreeDSecure } from './braintree/registerBraintreeThreeDSecure';
import { startBraintreeStepUp } from './braintree/startBraintreeStepUp';
import type { PaymentAttempt, PaymentOutcome, ProviderSandbox } from './ProviderSandbox';
import { browserUrl } from './shared/browserUrl';
import { requireMerchant, requireOpenCart } from './shared/lookups';
import { findProviderObject, insertProviderObject, transitionProviderObject } from './shared/providerObjects';
import { randomId } from './shared/randomId';
import { recordPaymentMethod } from './shared/recordPaymentMethod';
import { CARD_DECLINED_MESSAGE, type CardBehaviour, readTestCard } from './shared/testCards';

/** Braintree's fixed test nonces and what they do (https://developer.paypal.com/braintree/docs/reference/general/testing/node#nonces). */
export const braintreeFakeNonces: Readonly<Record<string, CardBehaviour | 'consumed'>> = {
  'fake-valid-nonce': 'success',
  'fake-valid-visa-nonce': 'success',
  'fake-valid-mastercard-nonce': 'success',
  'fake-processor-declined-visa-nonce': 'decline',
  'fake-processor-declined-mastercard-nonce': 'decline',
  'fake-gateway-rejected-fraud-nonce': 'decline',
  'fake-consumed-nonce': 'consumed',
};

const CreditCardSchema = v.object({
  authorizationFingerprint: v.string(),
  creditCard: v.object({ number: v.string(), expirationDate: v.optional(v.string()), cvv: v.optional(v.string()) }),
});

const CONSUMED_MESSAGE = 'Cannot use a payment_method_nonce more than once.';

/**
 * Braintree's 3-D Secure test card "Unavailable No-Challenge Authentication from the Issuer"
 * (https://developer.paypal.com/braintree/docs/guides/3d-secure/testing): its lookup answers
 * `authenticate_unable_to_authenticate`, so it reaches the platform without liability shift, and the
 * platform's step-up challenge decides it.
 */
export const BRAINTREE_STEP_UP_CARD = '4000000000002313';

/**
 * Braintree's answer when a transaction's 3-D Secure rules are not met (gateway rejection reason
 * `three_d_secure`): the card asks for a challenge and the nonce did not pass one.
 */
export const THREE_D_SECURE_REJECTED_MESSAGE = 'Gateway Rejected: three_d_secure';

/** A client token as Braintree issues it: base64 JSON with the fingerprint and the client API URLs. */
async function issueClientToken(ctx: SandboxContext, merchant: MerchantRecord): Promise<string> {
  const fingerprint = randomId('', 40);
  await insertProviderObject(ctx.db, {
    id: fingerprint,
    provider: 'braintree',
    kind: 'authorization',
    api_key: merchant.api_key,
    status: 'active',
    document: {},
  });
  const base = browserUrl(ctx, `/sandbox/braintree/merchants/${encodeURIComponent(merchant.api_key)}`);
  const token = {
    version: 2,
    authorizationFingerprint: fingerprint,
    configUrl: `${base}/client_api/v1/configuration`,
    clientApiUrl: `${base}/client_api`,
    environment: 'sandbox',
    merchantId: merchant.api_key,
    merchantName: merchant.name,
  };
  return Buffer.from(JSON.stringify(token)).toString('base64');
}

async function requireFingerprint(c: Context, ctx: SandboxContext, fingerprint: unknown): Promise<boolean> {
  if (typeof fingerprint !== 'string') return false;
  const found = await findProviderObject(ctx.db, 'braintree', 'authorization', fingerprint);
  return found !== null && found.api_key === c.req.param('merchantId');
}

/** Consumes a nonce (tokenised or fake) once and reads what it does. */
async function consumeNonce(
  attempt: PaymentAttempt,
  ctx: SandboxContext,
  nonce: string,
): Promise<CardBehaviour | 'consumed' | 'unknown' | 'unauthenticated' | 'step_up'> {
  const fake = braintreeFakeNonces[nonce];
  if (fake) return fake;
  const stored = await findProviderObject<BraintreeNonceDocument>(ctx.db, 'braintree', 'nonce', nonce);
  if (!stored || stored.api_key !== attempt.merchant.api_key) return 'unknown';
  if (!(await transitionProviderObject(ctx.db, nonce, 'unused', 'consumed'))) return 'consumed';
  // A card that asks for a challenge is charged only with liability shifted by a passed one; at
  // checkout the step-up card gets the platform's hosted challenge instead (a failed one is never retried).
  const { behaviour, threeDSecure, stepUp } = stored.document;
  if (behaviour !== 'three_ds' || threeDSecure?.liabilityShifted === true) return behaviour;
  return stepUp && attempt.purpose === 'order' ? 'step_up' : 'unauthenticated';
}

async function authorize(attempt: PaymentAttempt, ctx: SandboxContext): Promise<PaymentOutcome> {
  const nonce = attempt.payload.nonce;
  if (typeof nonce !== 'string' || nonce === '')
    return { kind: 'invalid', message: 'A payment method nonce is required.' };
  if (attempt.purpose === 'update' && !attempt.customerId)
    return { kind: 'invalid', message: 'A customer is required to store a payment method.' };
  const behaviour = await consumeNonce(attempt, ctx, nonce);
  switch (behaviour) {
    case 'unknown':
      return { kind: 'invalid', message: 'Unknown payment_method_nonce.' };
    case 'consumed':
      return { kind: 'invalid', message: CONSUMED_MESSAGE };
    case 'decline':
    case 'incorrect_number':
      return { kind: 'declined', message: CARD_DECLINED_MESSAGE };
    case 'unauthenticated':
      return { kind: 'declined', message: THREE_D_SECURE_REJECTED_MESSAGE };
    case 'step_up':
      return startBraintreeStepUp(attempt, ctx, THREE_D_SECURE_REJECTED_MESSAGE);
    case 'success':
    case 'three_ds':
      break;
    default:
      return behaviour satisfies never;
  }
  if (attempt.purpose === 'update' && attempt.customerId) {
    const token = randomId('', 7, 'abcdefghijklmnopqrstuvwxyz0123456789');
    const recorded = await recordPaymentMethod(ctx.db, {
      id: `bt_${token}`,
      customerId: attempt.customerId,
      orderId: attempt.orderId,
      provider: 'braintree',
      document: { token, device_data: attempt.payload.device_data ?? null },
    });
    return recorded ? { kind: 'paid', reference: `bt_${token}` } : { kind: 'invalid', message: 'Unknown customer.' };
  }
  return { kind: 'paid', reference: randomId('', 8, 'abcdefghijklmnopqrstuvwxyz0123456789') };
}

/**
 * Braintree (Drop-in): client token → card tokenised into a single-use nonce → the platform charges
 * or vaults it, or, for the step-up card, sends the shopper to its hosted 3-D Secure challenge.
 */
export const braintreeSandbox: ProviderSandbox = {
  gateway: 'braintree',
  authorize,

  // An open step-up challenge the platform gives up expires; one passed meanwhile stays paid.
  async expire(reference, ctx) {
    if (await transitionProviderObject(ctx.db, reference, 'open', 'expired')) return 'expired';
    const challenge = await findProviderObject(ctx.db, 'braintree', 'challenge', reference);
    return challenge?.status === 'passed' ? 'paid' : 'expired';
  },

  register(app: Hono, ctx: SandboxContext) {
    registerBraintreeStepUp(app, ctx);
    registerBraintreeThreeDSecure(app, ctx, (c, fingerprint) => requireFingerprint(c, ctx, fingerprint));

    app.get('/api/:apiKey/cart/:cartId/psp/braintree', async (c) => {
      const merchant = await requireMerchant(c, ctx, 'braintree');
      if (!merchant.ok) return merchant.response;
      const cart = await requireOpenCart(c, ctx, merchant.value);
      if (!cart.ok) return cart.response;
      return ok(c, { client_token: await issueClientToken(ctx, merchant.value) });
    });

    app.get('/api/:apiKey/psp/braintree', async (c) => {
      const merchant = await requireMerchant(c, ctx, 'braintree');
      if (!merchant.ok) return merchant.response;
      return ok(c, { client_token: await issueClientToken(ctx, merchant.value) });
    });

    app.get('/sandbox/braintree/merchants/:merchantId/client_api/v1/configuration', async (c) => {
      if (!(await requireFingerprint(c, ctx, c.req.query('authorizationFingerprint')))) {
        return c.json({ error: { message: 'Authorization fingerprint is invalid' } }, 401);
      }
      const merchantId = c.req.param('merchantId');
      return c.json({
        environment: 'sandbox',
        merchantId,
        clientApiUrl: browserUrl(ctx, `/sandbox/braintree/merchants/${encodeURIComponent(merchantId)}/client_api`),
        challenges: ['cvv'],
        creditCards: { supportedCardTypes: ['Visa', 'MasterCard', 'American Express'] },
        threeDSecureEnabled: true,
        paypalEnabled: false,
      });
    });

    app.post('/sandbox/braintree/merchants/:merchantId/client_api/v1/payment_methods/credit_cards', async (c) => {
      const parsed = v.safeParse(CreditCardSchema, await readRawBody(c));
      if (!parsed.success || !(await requireFingerprint(c, ctx, parsed.output.authorizationFingerprint))) {
        return c.json({ error: { message: 'Authorization fingerprint is invalid' } }, 401);
      }
      const card = readTestCard(parsed.output.creditCard.number);
      const stepUp = parsed.output.creditCard.number.replace(/[\s-]/g, '') === BRAINTREE_STEP_UP_CARD;
      if (card.behaviour === 'incorrect_number') {
        return c.json(
          {
            error: { message: 'Credit card number is invalid.' },
            fieldErrors: [
              {
                field: 'creditCard',
                fieldErrors: [{ field: 'number', code: '81715', message: 'Credit card number is invalid.' }],
              },
            ],
          },
          422,
        );
      }
      const cardType = { visa: 'Visa', mastercard: 'MasterCard', amex: 'American Express', unknown: 'Unknown' }[
        card.brand
      ];
      const document: BraintreeNonceDocument = stepUp
        ? { behaviour: 'three_ds', stepUp: true, details: { cardType, lastFour: card.last4 } }
        : { behaviour: card.behaviour, details: { cardType, lastFour: card.last4 } };
      const nonce = `tokencc_sb_${randomId('', 22, 'abcdefghijklmnopqrstuvwxyz0123456789_')}`;
      await insertProviderObject(ctx.db, {
        id: nonce,
        provider: 'braintree',
        kind: 'nonce',
        api_key: c.req.param('merchantId'),
        status: 'unused',
        document,
      });
      return c.json(
        {
          creditCards: [
            {
              nonce,
              type: 'CreditCard',
              description: `ending in ${card.last4.slice(-2)}`,
              details: document.details,
              consumed: false,
            },
          ],
        },
        201,
      );
    });
  },
};
