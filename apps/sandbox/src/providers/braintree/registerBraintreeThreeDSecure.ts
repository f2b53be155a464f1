import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { readRawBody } from '../../http/readBody';
import type { SandboxContext } from '../../SandboxContext';
import { findMerchant } from '../../store/merchants';
import { browserUrl } from '../shared/browserUrl';
import { isRecord } from '../shared/isRecord';
import {
  findProviderObject,
  insertProviderObject,
  replaceProviderObject,
  transitionProviderObject,
} from '../shared/providerObjects';
import { randomId } from '../shared/randomId';
import { hostedPageHeaders, renderHostedPage } from '../shared/renderHostedPage';
import type { BraintreeNonceDocument, BraintreeThreeDSecureInfo } from './BraintreeNonceDocument';

const LookupSchema = v.object({
  authorizationFingerprint: v.string(),
  amount: v.pipe(v.string(), v.regex(/^\d+(\.\d{1,2})?$/)),
});

const notPending = (c: Context, status: 404 | 409) =>
  c.html(
    '<!doctype html><title>Not pending</title><p>This authentication is not pending.</p>',
    status,
    hostedPageHeaders,
  );

/**
 * 3-D Secure for the Drop-in double, as braintree-web's `verifyCard` talks to Braintree's client API:
 * `POST {clientApiUrl}/v1/payment_methods/{nonce}/three_d_secure/lookup` consumes the card nonce and
 * answers a new one with its `threeDSecureInfo` (frictionless, or `challenge_required` with an
 * `acsUrl`: the challenge page `/sandbox/braintree/3ds/{nonce}`); the double reads the outcome with
 * `GET {clientApiUrl}/v1/payment_methods/{nonce}/three_d_secure`. `isFingerprint` checks the
 * client token's fingerprint for the merchant in the path.
 */
export function registerBraintreeThreeDSecure(
  app: Hono,
  ctx: SandboxContext,
  isFingerprint: (c: Context, fingerprint: unknown) => Promise<boolean>,
): void {
  const base = '/sandbox/braintree/merchants/:merchantId/client_api/v1/payment_methods/:nonce/three_d_secure';
  const refused = (c: Context) => c.json({ error: { message: 'Authorization fingerprint is invalid' } }, 401);
  const unknownNonce = (c: Context) =>
    c.json({ error: { message: 'Payment method nonce is invalid or already consumed.' } }, 422);

  app.post(`${base}/lookup`, async (c) => {
    const parsed = v.safeParse(LookupSchema, await readRawBody(c));
    if (!parsed.success) return c.json({ error: { message: 'Amount is required and must be a decimal.' } }, 422);
    if (!(await isFingerprint(c, parsed.output.authorizationFingerprint))) return refused(c);
    const merchantId = c.req.param('merchantId') ?? '';
    const card = await findProviderObject<BraintreeNonceDocument>(
      ctx.db,
      'braintree',
      'nonce',
      c.req.param('nonce') ?? '',
    );
    // The card nonce is spent by the lookup, as Braintree's is: only the nonce it answers can be charged.
    if (
      !card ||
      card.api_key !== merchantId ||
      !(await transitionProviderObject(ctx.db, card.id, 'unused', 'consumed'))
    )
      return unknownNonce(c);
    const merchant = await findMerchant(ctx.db, merchantId);
    const challenge = card.document.behaviour === 'three_ds' && !card.document.stepUp;
    const info: BraintreeThreeDSecureInfo = card.document.stepUp
      ? { status: 'authenticate_unable_to_authenticate', liabilityShifted: false, liabilityShiftPossible: false }
      : challenge
        ? { status: 'challenge_required', liabilityShifted: false, liabilityShiftPossible: true }
        : { status: 'authenticate_successful', liabilityShifted: true, liabilityShiftPossible: true };
    const nonce = `tokencc_3ds_${randomId('', 20, 'abcdefghijklmnopqrstuvwxyz0123456789')}`;
    const document: BraintreeNonceDocument = {
      ...card.document,
      threeDSecure: {
        ...info,
        amount: parsed.output.amount,
        merchantName: merchant?.name ?? merchantId,
        currency: merchant?.settings.currency ?? 'EUR',
      },
    };
    await insertProviderObject(ctx.db, {
      id: nonce,
      provider: 'braintree',
      kind: 'nonce',
      api_key: merchantId,
      status: 'unused',
      document,
    });
    return c.json(
      {
        lookup: {
          acsUrl: challenge ? browserUrl(ctx, `/sandbox/braintree/3ds/${nonce}`) : null,
          threeDSecureVersion: '2.2.0',
          transStatus: challenge ? 'C' : 'Y',
        },
        paymentMethod: { nonce, type: 'CreditCard', details: card.document.details, threeDSecureInfo: info },
        threeDSecureInfo: {
          liabilityShifted: info.liabilityShifted,
          liabilityShiftPossible: info.liabilityShiftPossible,
        },
      },
      201,
    );
  });

  app.get(base, async (c) => {
    if (!(await isFingerprint(c, c.req.query('authorizationFingerprint')))) return refused(c);
    const nonce = await findProviderObject<BraintreeNonceDocument>(
      ctx.db,
      'braintree',
      'nonce',
      c.req.param('nonce') ?? '',
    );
    const info = nonce?.api_key === c.req.param('merchantId') ? nonce.document.threeDSecure : undefined;
    if (!nonce || !info) return unknownNonce(c);
    const { status, liabilityShifted, liabilityShiftPossible } = info;
    return c.json({
      paymentMethod: { nonce: nonce.id, threeDSecureInfo: { status, liabilityShifted, liabilityShiftPossible } },
    });
  });

  const pendingNonce = async (c: Context) => {
    const nonce = await findProviderObject<BraintreeNonceDocument>(
      ctx.db,
      'braintree',
      'nonce',
      c.req.param('nonce') ?? '',
    );
    return nonce?.status === 'unused' && nonce.document.threeDSecure?.status === 'challenge_required' ? nonce : null;
  };

  app.get('/sandbox/braintree/3ds/:nonce', async (c) => {
    const nonce = await pendingNonce(c);
    const info = nonce?.document.threeDSecure;
    if (!nonce || !info) return notPending(c, 404);
    const page = renderHostedPage({
      provider: '3-D Secure',
      title: 'Confirm this payment',
      merchantName: info.merchantName,
      amount: info.amount,
      currency: info.currency,
      description: 'Your bank asks you to authenticate. This is a test page: choose how the challenge ends.',
      formAction: `/sandbox/braintree/3ds/${nonce.id}`,
      actions: [
        { value: 'pass', label: 'Complete authentication', tone: 'primary' },
        { value: 'fail', label: 'Fail authentication', tone: 'danger' },
      ],
    });
    return c.html(page, 200, hostedPageHeaders);
  });

  app.post('/sandbox/braintree/3ds/:nonce', async (c) => {
    const body = await readRawBody(c);
    const outcome = isRecord(body) ? body.outcome : undefined;
    const nonce = await pendingNonce(c);
    const info = nonce?.document.threeDSecure;
    if (!nonce || !info || (outcome !== 'pass' && outcome !== 'fail')) return notPending(c, 409);
    const passed = outcome === 'pass';
    const threeDSecure = {
      ...info,
      status: passed ? ('authenticate_successful' as const) : ('authenticate_failed' as const),
      liabilityShifted: passed,
    };
    // Only over the state read: a nonce charged (and refused) meanwhile stays consumed.
    const answered = await replaceProviderObject(
      ctx.db,
      { id: nonce.id, status: 'unused', document: { ...nonce.document, threeDSecure } },
      'unused',
    );
    if (!answered) return notPending(c, 409);
    return c.html(
      '<!doctype html><html lang="en"><title>Done</title><p>Authentication finished. You can close this window.</p></html>',
      200,
      hostedPageHeaders,
    );
  });
}
