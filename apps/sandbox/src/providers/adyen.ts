import { AdyenPaymentDetailsRequestSchema } from '@checkout/api-client/contract';
import type { Hono } from 'hono';
import { fail, ok } from '../http/envelope';
import { readBody, readRawBody } from '../http/readBody';
import type { SandboxContext } from '../SandboxContext';
import { findMerchant } from '../store/merchants';
import { findOrderByPaymentReference, settleOrder } from '../store/orders';
import type { PaymentAttempt, PaymentOutcome, ProviderSandbox } from './ProviderSandbox';
import { browserUrl } from './shared/browserUrl';
import { isRecord } from './shared/isRecord';
import { requireMerchant } from './shared/lookups';
import { fromMinorUnits, toMinorUnits } from './shared/money';
import { parseReturnUrl, withQuery } from './shared/parseReturnUrl';
import {
  findProviderObject,
  insertProviderObject,
  type ProviderObject,
  replaceProviderObject,
  transitionProviderObject,
  updateProviderObject,
} from './shared/providerObjects';
import { randomId } from './shared/randomId';
import { recordPaymentMethod } from './shared/recordPaymentMethod';
import { hostedPageHeaders, renderHostedPage } from './shared/renderHostedPage';
import { CARD_DECLINED_MESSAGE, INCORRECT_NUMBER_MESSAGE, readTestCard } from './shared/testCards';

/** Adyen's `resultCode` values the sandbox uses. */
type AdyenResultCode = 'Authorised' | 'Refused' | 'RedirectShopper' | 'Cancelled';

interface AdyenPaymentDocument {
  amount: number;
  currency: string;
  merchant_name: string;
  order_id: string | null;
  return_url: string | null;
  /** Handed to the browser only when the challenge ends, so it proves the shopper went through it. */
  redirect_result: string | null;
  challenge: 'pending' | 'passed' | 'failed' | null;
  card: { brand: string; last4: string };
  update: { customerId: string; orderId: string | null } | null;
}

type AdyenPayment = ProviderObject<AdyenPaymentDocument>;

const PSP_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** The Drop-in state the checkout sends: `{ paymentMethod, browserInfo, return_url }` or `{ item: { ... } }`. */
function dropInData(payload: Record<string, unknown>): Record<string, unknown> {
  if (isRecord(payload.paymentMethod)) return payload;
  return isRecord(payload.item) ? payload.item : payload;
}

async function finishAuthorised(ctx: SandboxContext, payment: AdyenPayment): Promise<boolean> {
  const { update } = payment.document;
  if (!update) return true;
  return recordPaymentMethod(ctx.db, {
    id: randomId('', 16, PSP_ALPHABET),
    customerId: update.customerId,
    orderId: update.orderId,
    provider: 'adyen',
    document: { pspReference: payment.id, card: payment.document.card },
  });
}

async function authorize(attempt: PaymentAttempt, ctx: SandboxContext): Promise<PaymentOutcome> {
  const data = dropInData(attempt.payload);
  const method = data.paymentMethod;
  if (!isRecord(method) || method.type !== 'scheme')
    return { kind: 'invalid', message: 'paymentMethod of type scheme is required.' };
  const rawReturn = attempt.payload.return_url ?? data.returnUrl;
  const returnUrl = rawReturn === undefined ? null : parseReturnUrl(rawReturn);
  if (rawReturn !== undefined && !returnUrl)
    return { kind: 'invalid', message: 'return_url must be a loopback http(s) URL.' };
  const update = attempt.purpose === 'update';
  if (update && !attempt.customerId)
    return { kind: 'invalid', message: 'A customer is required to store a payment method.' };
  const amount = update ? 0 : toMinorUnits(attempt.amount, attempt.currency);
  if (amount === null) return { kind: 'invalid', message: 'Invalid amount.' };
  const card = readTestCard(method.encryptedCardNumber);
  const status: AdyenResultCode =
    card.behaviour === 'success' ? 'Authorised' : card.behaviour === 'three_ds' ? 'RedirectShopper' : 'Refused';
  if (status === 'RedirectShopper' && !returnUrl)
    return { kind: 'invalid', message: 'return_url is required for 3-D Secure.' };
  const payment: AdyenPayment = {
    id: randomId('', 16, PSP_ALPHABET),
    provider: 'adyen',
    kind: 'payment',
    api_key: attempt.merchant.api_key,
    status,
    document: {
      amount,
      currency: attempt.currency,
      merchant_name: attempt.merchant.name,
      order_id: attempt.orderId,
      return_url: returnUrl?.toString() ?? null,
      redirect_result: null,
      challenge: status === 'RedirectShopper' ? 'pending' : null,
      card: { brand: card.brand, last4: card.last4 },
      update: update && attempt.customerId ? { customerId: attempt.customerId, orderId: attempt.orderId } : null,
    },
  };
  await insertProviderObject(ctx.db, payment);
  if (status === 'Refused') {
    return {
      kind: 'declined',
      message: card.behaviour === 'incorrect_number' ? INCORRECT_NUMBER_MESSAGE : CARD_DECLINED_MESSAGE,
    };
  }
  if (status === 'RedirectShopper') {
    return {
      kind: 'redirect',
      redirectUrl: browserUrl(ctx, `/sandbox/adyen/3ds/${payment.id}`),
      reference: payment.id,
    };
  }
  return (await finishAuthorised(ctx, payment))
    ? { kind: 'paid', reference: payment.id }
    : { kind: 'invalid', message: 'Unknown customer.' };
}

/**
 * Adyen (Drop-in, advanced flow): the payment is submitted through the platform's order-create
 * (or the update call), a 3-D Secure card redirects to the challenge page, and the return's
 * `redirectResult` is settled by `POST /adyen/paymentDetails`, as Adyen's `/payments/details`.
 */
export const adyenSandbox: ProviderSandbox = {
  gateway: 'adyen',
  authorize,

  // A payment still waiting for its challenge is cancelled when the platform gives it up.
  async expire(reference, ctx) {
    if (await transitionProviderObject(ctx.db, reference, 'RedirectShopper', 'Cancelled')) return 'expired';
    const payment = await findProviderObject<AdyenPaymentDocument>(ctx.db, 'adyen', 'payment', reference);
    return payment?.status === 'Authorised' ? 'paid' : 'expired';
  },

  register(app: Hono, ctx: SandboxContext) {
    // Adyen Web's analytics set-up (`checkoutshopper/v3/analytics?clientKey=`), which its double makes at Adyen's hosts.
    app.post('/sandbox/adyen/v3/analytics', (c) => c.json({ checkoutAttemptId: randomId('', 36) }));

    app.post('/sandbox/adyen/checkout/v71/paymentMethods', async (c) => {
      const body = await readRawBody(c);
      const apiKey = isRecord(body) && typeof body.merchantAccount === 'string' ? body.merchantAccount : '';
      if (!(await findMerchant(ctx.db, apiKey)))
        return c.json(
          { status: 401, errorCode: '000', message: 'HTTP Status Response - Unauthorized', errorType: 'security' },
          401,
        );
      return c.json({ paymentMethods: [{ name: 'Cards', type: 'scheme', brands: ['visa', 'mc', 'amex'] }] });
    });

    app.get('/sandbox/adyen/3ds/:id', async (c) => {
      const payment = await findProviderObject<AdyenPaymentDocument>(ctx.db, 'adyen', 'payment', c.req.param('id'));
      if (payment?.document.challenge !== 'pending') {
        return c.html(
          '<!doctype html><title>Not found</title><p>This authentication is not pending.</p>',
          404,
          hostedPageHeaders,
        );
      }
      const { document: doc } = payment;
      const page = renderHostedPage({
        provider: '3-D Secure',
        title: 'Confirm this payment',
        merchantName: doc.merchant_name,
        amount: fromMinorUnits(doc.amount, doc.currency),
        currency: doc.currency,
        description: `Your bank asks you to authenticate the card ending in ${doc.card.last4}. This is a test page: choose how the challenge ends.`,
        formAction: `/sandbox/adyen/3ds/${payment.id}`,
        actions: [
          { value: 'pass', label: 'Complete authentication', tone: 'primary' },
          { value: 'fail', label: 'Fail authentication', tone: 'danger' },
        ],
      });
      return c.html(page, 200, hostedPageHeaders);
    });

    app.post('/sandbox/adyen/3ds/:id', async (c) => {
      const body = await readRawBody(c);
      const outcome = isRecord(body) ? body.outcome : undefined;
      const payment = await findProviderObject<AdyenPaymentDocument>(ctx.db, 'adyen', 'payment', c.req.param('id'));
      if (
        payment?.document.challenge !== 'pending' ||
        !payment.document.return_url ||
        (outcome !== 'pass' && outcome !== 'fail')
      ) {
        return c.html(
          '<!doctype html><title>Bad request</title><p>This authentication is not pending.</p>',
          400,
          hostedPageHeaders,
        );
      }
      const redirectResult = randomId('Ab02b4c0!', 48);
      await updateProviderObject(ctx.db, {
        ...payment,
        document: {
          ...payment.document,
          challenge: outcome === 'pass' ? 'passed' : 'failed',
          redirect_result: redirectResult,
        },
      });
      return c.redirect(withQuery(payment.document.return_url, { redirectResult }), 303);
    });

    app.post('/api/:apiKey/adyen/paymentDetails', async (c) => {
      const merchant = await requireMerchant(c, ctx, 'adyen');
      if (!merchant.ok) return merchant.response;
      const parsed = await readBody(c, AdyenPaymentDetailsRequestSchema);
      if (!parsed.ok) return parsed.response;
      const token = parsed.value.details.redirectResult;
      const [row] =
        typeof token === 'string'
          ? await ctx.db.query<{ id: string }>(
              `SELECT id FROM provider_objects WHERE provider = 'adyen' AND kind = 'payment' AND api_key = $1 AND document->>'redirect_result' = $2`,
              [merchant.value.api_key, token],
            )
          : [];
      const payment = row ? await findProviderObject<AdyenPaymentDocument>(ctx.db, 'adyen', 'payment', row.id) : null;
      if (!payment || (payment.document.update !== null) !== parsed.value.isUpdateContainer) {
        return fail(c, 422, 'Invalid payment details.', {
          'details.redirectResult': ['The redirect result is not valid.'],
        });
      }
      if (payment.status === 'RedirectShopper') {
        const passed = payment.document.challenge === 'passed';
        const settled: AdyenPayment = { ...payment, status: passed ? 'Authorised' : 'Refused' };
        if (passed && !(await finishAuthorised(ctx, settled))) return fail(c, 422, 'Unknown customer.');
        // Settled only from the state read: a payment cancelled meanwhile (a draft given up) stays cancelled.
        if (await replaceProviderObject(ctx.db, settled, 'RedirectShopper')) {
          const order = await findOrderByPaymentReference(ctx.db, payment.id);
          if (order && order.api_key === payment.api_key)
            await settleOrder(ctx.db, order.id, passed ? 'paid' : 'failed');
          payment.status = settled.status;
        } else payment.status = 'Cancelled';
      }
      const refused = payment.status === 'Refused' ? { refusalReason: '3D Not Authenticated' } : {};
      return ok(c, {
        resultCode: payment.status,
        pspReference: payment.id,
        action: null,
        redirect: false,
        redirect_url: null,
        ...refused,
      });
    });
  },
};
