import type { Hono } from 'hono';
import { readRawBody } from '../http/readBody';
import type { SandboxContext } from '../SandboxContext';
import { findOrderByPaymentReference, settleOrder } from '../store/orders';
import type { PaymentAttempt, PaymentOutcome, ProviderSandbox } from './ProviderSandbox';
import { browserUrl } from './shared/browserUrl';
import { isRecord } from './shared/isRecord';
import { parseReturnUrl } from './shared/parseReturnUrl';
import {
  findProviderObject,
  insertProviderObject,
  type ProviderObject,
  transitionProviderObject,
} from './shared/providerObjects';
import { randomId } from './shared/randomId';
import { recordPaymentMethod } from './shared/recordPaymentMethod';
import { hostedPageHeaders, renderHostedPage } from './shared/renderHostedPage';

/** A Mollie payment status the hosted page can end in (https://docs.mollie.com/reference/payment-status-changes). */
export type MollieFinalStatus = 'paid' | 'failed' | 'canceled' | 'expired';

const FINAL_STATUSES: readonly MollieFinalStatus[] = ['paid', 'failed', 'canceled', 'expired'];

interface MolliePaymentDocument {
  amount: string;
  currency: string;
  description: string;
  merchant_name: string;
  return_url: string;
  /** `oneoff` at checkout; `first` in the update flow, whose payment creates a mandate. */
  sequence_type: 'oneoff' | 'first';
  update: { customerId: string; orderId: string | null } | null;
  mandate_id: string | null;
}

type MolliePayment = ProviderObject<MolliePaymentDocument>;

const notPending = '<!doctype html><title>Not found</title><p>This payment is not open any more.</p>';

async function authorize(attempt: PaymentAttempt, ctx: SandboxContext): Promise<PaymentOutcome> {
  const returnUrl = parseReturnUrl(attempt.payload.return_url);
  if (!returnUrl) return { kind: 'invalid', message: 'return_url must be a loopback http(s) URL.' };
  const update = attempt.purpose === 'update';
  if (update && !attempt.customerId) return { kind: 'invalid', message: 'A customer is required to create a mandate.' };
  const payment: MolliePayment = {
    id: randomId('tr_', 10),
    provider: 'mollie',
    kind: 'payment',
    api_key: attempt.merchant.api_key,
    status: 'open',
    document: {
      // A first payment needs an amount; Mollie's own examples use 0.01 to set a mandate up.
      amount: update ? '0.01' : attempt.amount,
      currency: attempt.currency,
      description: update ? 'Payment method update' : `Order ${attempt.orderId ?? ''}`.trim(),
      merchant_name: attempt.merchant.name,
      return_url: returnUrl.toString(),
      sequence_type: update ? 'first' : 'oneoff',
      update: update && attempt.customerId ? { customerId: attempt.customerId, orderId: attempt.orderId } : null,
      mandate_id: null,
    },
  };
  await insertProviderObject(ctx.db, payment);
  return {
    kind: 'redirect',
    redirectUrl: browserUrl(ctx, `/sandbox/mollie/checkout/${payment.id}`),
    reference: payment.id,
  };
}

/** What Mollie's webhook would make the platform do once a payment is final. */
async function settle(ctx: SandboxContext, payment: MolliePayment, status: MollieFinalStatus): Promise<void> {
  const { update } = payment.document;
  if (update) {
    if (status !== 'paid') return;
    const mandateId = randomId('mdt_', 10);
    await recordPaymentMethod(ctx.db, {
      id: mandateId,
      customerId: update.customerId,
      orderId: update.orderId,
      provider: 'mollie',
      document: { payment: payment.id, method: 'creditcard', mandate: mandateId },
    });
    await ctx.db.query(
      `UPDATE provider_objects SET document = jsonb_set(document, '{mandate_id}', to_jsonb($2::text)) WHERE id = $1`,
      [payment.id, mandateId],
    );
    return;
  }
  const order = await findOrderByPaymentReference(ctx.db, payment.id);
  if (order && order.api_key === payment.api_key)
    await settleOrder(ctx.db, order.id, status === 'paid' ? 'paid' : 'failed');
}

/** The payment as Mollie's API shows it (`GET /v2/payments/:id`). */
function molliePaymentJson(payment: MolliePayment, ctx: SandboxContext) {
  const { document: doc } = payment;
  return {
    resource: 'payment',
    id: payment.id,
    mode: 'test',
    status: payment.status,
    amount: { value: doc.amount, currency: doc.currency },
    description: doc.description,
    redirectUrl: doc.return_url,
    sequenceType: doc.sequence_type,
    mandateId: doc.mandate_id ?? undefined,
    _links:
      payment.status === 'open'
        ? { checkout: { href: browserUrl(ctx, `/sandbox/mollie/checkout/${payment.id}`), type: 'text/html' } }
        : {},
  };
}

/**
 * Mollie (hosted checkout, returns v1 and v2): the platform creates a payment and sends the
 * shopper to the hosted page; the page's outcome is what the payment status becomes, and the
 * return carries nothing, so the checkout learns the result from the platform.
 */
export const mollieSandbox: ProviderSandbox = {
  gateway: 'mollie',
  authorize,

  // An open payment the platform gives up expires, as Mollie's do; one paid meanwhile stays paid.
  async expire(reference, ctx) {
    if (await transitionProviderObject(ctx.db, reference, 'open', 'expired')) return 'expired';
    const payment = await findProviderObject<MolliePaymentDocument>(ctx.db, 'mollie', 'payment', reference);
    return payment?.status === 'paid' ? 'paid' : 'expired';
  },

  register(app: Hono, ctx: SandboxContext) {
    app.get('/sandbox/mollie/v2/payments/:id', async (c) => {
      const payment = await findProviderObject<MolliePaymentDocument>(ctx.db, 'mollie', 'payment', c.req.param('id'));
      if (!payment) return c.json({ status: 404, title: 'Not Found', detail: 'No payment exists with token.' }, 404);
      return c.json(molliePaymentJson(payment, ctx));
    });

    app.get('/sandbox/mollie/checkout/:id', async (c) => {
      const payment = await findProviderObject<MolliePaymentDocument>(ctx.db, 'mollie', 'payment', c.req.param('id'));
      if (payment?.status !== 'open') return c.html(notPending, 404, hostedPageHeaders);
      const mandate = payment.document.sequence_type === 'first';
      const page = renderHostedPage({
        provider: 'Mollie',
        title: mandate ? 'Authorise a new payment method' : 'Pay your order',
        merchantName: payment.document.merchant_name,
        amount: payment.document.amount,
        currency: payment.document.currency,
        description: mandate
          ? 'This test payment sets up a mandate for future payments. Choose the payment status.'
          : 'This is the Mollie test mode: choose the status this payment ends in.',
        formAction: `/sandbox/mollie/checkout/${payment.id}`,
        actions: [
          { value: 'paid', label: 'Paid', tone: 'primary' },
          { value: 'failed', label: 'Failed', tone: 'danger' },
          { value: 'canceled', label: 'Canceled' },
          { value: 'expired', label: 'Expired' },
        ],
      });
      return c.html(page, 200, hostedPageHeaders);
    });

    app.post('/sandbox/mollie/checkout/:id', async (c) => {
      const body = await readRawBody(c);
      const outcome = isRecord(body) ? body.outcome : undefined;
      const status = FINAL_STATUSES.find((s) => s === outcome);
      const payment = await findProviderObject<MolliePaymentDocument>(ctx.db, 'mollie', 'payment', c.req.param('id'));
      if (!payment || !status) return c.html(notPending, 404, hostedPageHeaders);
      if (!(await transitionProviderObject(ctx.db, payment.id, 'open', status)))
        return c.html(notPending, 409, hostedPageHeaders);
      await settle(ctx, payment, status);
      return c.redirect(payment.document.return_url, 303);
    });
  },
};
