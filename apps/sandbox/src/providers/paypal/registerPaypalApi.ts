import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { readRawBody } from '../../http/readBody';
import type { SandboxContext } from '../../SandboxContext';
import { findMerchant } from '../../store/merchants';
import { isRecord } from '../shared/isRecord';
import { parseReturnUrl, withQuery } from '../shared/parseReturnUrl';
import { findProviderObject, insertProviderObject, updateProviderObject } from '../shared/providerObjects';
import { randomId } from '../shared/randomId';
import { hostedPageHeaders, renderHostedPage } from '../shared/renderHostedPage';
import { answerPayerAction } from './answerPayerAction';
import { payerActionPage } from './payerActionPage';
import { apiKeyOfClientId, type PaypalDocument, type PaypalObject, paypalJson } from './paypalObjects';

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

const ContextSchema = v.optional(v.object({ return_url: v.optional(v.string()), cancel_url: v.optional(v.string()) }));

const OrderSchema = v.object({
  intent: v.optional(v.literal('CAPTURE')),
  purchase_units: v.pipe(
    v.array(
      v.object({
        amount: v.object({
          currency_code: v.pipe(v.string(), v.length(3)),
          value: v.pipe(v.string(), v.regex(/^\d+(\.\d{1,2})?$/)),
        }),
      }),
    ),
    v.length(1),
  ),
  application_context: ContextSchema,
});

const SubscriptionSchema = v.object({ plan_id: v.string(), application_context: ContextSchema });

function paypalError(c: Context, status: 400 | 401 | 404 | 422, name: string, message: string) {
  return c.json({ name, message, debug_id: randomId('', 13, 'abcdef0123456789') }, status);
}

/** Loopback return and cancel URLs, or `false` when one of them is given and is not loopback. */
function urls(context: v.InferOutput<typeof ContextSchema>) {
  const returnUrl = context?.return_url === undefined ? null : parseReturnUrl(context.return_url);
  const cancelUrl = context?.cancel_url === undefined ? null : parseReturnUrl(context.cancel_url);
  if ((context?.return_url !== undefined && !returnUrl) || (context?.cancel_url !== undefined && !cancelUrl))
    return false;
  return { return_url: returnUrl?.toString() ?? null, cancel_url: cancelUrl?.toString() ?? null };
}

async function findPaypalObject(ctx: SandboxContext, id: string): Promise<PaypalObject | null> {
  return findProviderObject<PaypalDocument>(ctx.db, 'paypal', id.startsWith('I-') ? 'subscription' : 'order', id);
}

const closePage = (text: string) => `<!doctype html><html lang="en"><title>PayPal sandbox</title><p>${text}</p></html>`;

/**
 * The part of PayPal's API the JS SDK double calls, under `/sandbox/paypal`: orders
 * (`/v2/checkout/orders`), subscriptions (`/v1/billing/subscriptions`) and the approval page
 * (`/checkoutnow?token=`), which returns with `token` and `PayerID` (orders) or `subscription_id`
 * and `ba_token` (subscriptions), or goes to the cancel URL with `token`. The same page is an order's
 * `payer-action` page while a capture waits for the payer (`PAYER_ACTION_REQUIRED`).
 */
export function registerPaypalApi(app: Hono, ctx: SandboxContext): void {
  const create = (kind: 'order' | 'subscription') => async (c: Context) => {
    const apiKey = apiKeyOfClientId(c.req.header('authorization'));
    const merchant = apiKey ? await findMerchant(ctx.db, apiKey) : null;
    if (!merchant)
      return paypalError(
        c,
        401,
        'AUTHENTICATION_FAILURE',
        'Authentication failed due to invalid authentication credentials.',
      );
    const body = await readRawBody(c);
    let document: PaypalDocument;
    if (kind === 'order') {
      const parsed = v.safeParse(OrderSchema, body);
      const links = parsed.success ? urls(parsed.output.application_context) : false;
      const amount = parsed.success ? parsed.output.purchase_units[0]?.amount : undefined;
      if (!links || !amount)
        return paypalError(
          c,
          400,
          'INVALID_REQUEST',
          'Request is not well-formed, syntactically incorrect, or violates schema.',
        );
      document = {
        amount: amount.value,
        currency: amount.currency_code,
        merchant_name: merchant.name,
        plan_id: null,
        payer_id: null,
        order_id: null,
        ...links,
      };
    } else {
      const parsed = v.safeParse(SubscriptionSchema, body);
      const links = parsed.success ? urls(parsed.output.application_context) : false;
      const plan = parsed.success
        ? await findProviderObject<{ amount: string; currency: string }>(
            ctx.db,
            'paypal',
            'plan',
            parsed.output.plan_id,
          )
        : null;
      if (!links || !plan || plan.api_key !== merchant.api_key)
        return paypalError(
          c,
          422,
          'UNPROCESSABLE_ENTITY',
          'The requested action could not be performed: invalid plan_id.',
        );
      document = {
        amount: plan.document.amount,
        currency: plan.document.currency,
        merchant_name: merchant.name,
        plan_id: plan.id,
        payer_id: null,
        order_id: null,
        ...links,
      };
    }
    const object: PaypalObject = {
      id: kind === 'order' ? randomId('', 17, UPPER) : randomId('I-', 12, UPPER),
      provider: 'paypal',
      kind,
      api_key: merchant.api_key,
      status: kind === 'order' ? 'CREATED' : 'APPROVAL_PENDING',
      document,
    };
    await insertProviderObject(ctx.db, object);
    return c.json(paypalJson(object, ctx), 201);
  };
  app.post('/sandbox/paypal/v2/checkout/orders', create('order'));
  app.post('/sandbox/paypal/v1/billing/subscriptions', create('subscription'));

  for (const path of ['/sandbox/paypal/v2/checkout/orders/:id', '/sandbox/paypal/v1/billing/subscriptions/:id']) {
    app.get(path, async (c) => {
      const object = await findPaypalObject(ctx, c.req.param('id') ?? '');
      if (!object || object.api_key !== apiKeyOfClientId(c.req.header('authorization'))) {
        return paypalError(c, 404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.');
      }
      return c.json(paypalJson(object, ctx));
    });
  }

  app.get('/sandbox/paypal/checkoutnow', async (c) => {
    const object = await findPaypalObject(ctx, c.req.query('token') ?? '');
    // The same page is the order's `payer-action` link once a capture asked the payer to act again.
    if (object?.status === 'PAYER_ACTION_REQUIRED') return c.html(payerActionPage(object), 200, hostedPageHeaders);
    if (!object || (object.status !== 'CREATED' && object.status !== 'APPROVAL_PENDING')) {
      return c.html(closePage('This approval is not pending.'), 404, hostedPageHeaders);
    }
    const subscription = object.kind === 'subscription';
    const page = renderHostedPage({
      provider: 'PayPal',
      title: subscription ? 'Agree to the subscription' : 'Approve the payment',
      merchantName: object.document.merchant_name,
      amount: object.document.amount,
      currency: object.document.currency,
      description: subscription
        ? 'You are logged in as a sandbox buyer. Approve to start the subscription, or cancel.'
        : 'You are logged in as a sandbox buyer. Approve to pay, or cancel and return to the shop.',
      formAction: `/sandbox/paypal/checkoutnow?token=${encodeURIComponent(object.id)}`,
      actions: [
        { value: 'approve', label: subscription ? 'Agree & subscribe' : 'Approve payment', tone: 'primary' },
        // PayPal's negative test: approved, but the capture is refused with INSTRUMENT_DECLINED.
        ...(subscription
          ? []
          : [
              { value: 'approve_declined', label: 'Pay with a declined funding source' },
              // Approved, but the capture answers PAYER_ACTION_REQUIRED: the payer must act again on PayPal's page.
              { value: 'approve_step_up', label: 'Pay with a funding source that needs a step-up' },
            ]),
        { value: 'cancel', label: 'Cancel and return' },
      ],
    });
    return c.html(page, 200, hostedPageHeaders);
  });

  app.post('/sandbox/paypal/checkoutnow', async (c) => {
    const object = await findPaypalObject(ctx, c.req.query('token') ?? '');
    const body = await readRawBody(c);
    const outcome = isRecord(body) ? body.outcome : undefined;
    if (object?.status === 'PAYER_ACTION_REQUIRED') return answerPayerAction(c, ctx, object, outcome);
    const pending = object && (object.status === 'CREATED' || object.status === 'APPROVAL_PENDING');
    const declinedFunding = outcome === 'approve_declined' && object?.kind === 'order';
    const stepUpFunding = outcome === 'approve_step_up' && object?.kind === 'order';
    if (!object || !pending || (outcome !== 'approve' && outcome !== 'cancel' && !declinedFunding && !stepUpFunding)) {
      return c.html(closePage('This approval is not pending.'), 409, hostedPageHeaders);
    }
    const subscription = object.kind === 'subscription';
    const approved = outcome === 'approve' || declinedFunding || stepUpFunding;
    const payerId = approved ? randomId('', 13, UPPER) : null;
    const status = approved ? (subscription ? 'ACTIVE' : 'APPROVED') : subscription ? 'CANCELLED' : 'VOIDED';
    const document = {
      ...object.document,
      payer_id: payerId,
      ...(declinedFunding ? { instrument_declined: true } : {}),
      ...(stepUpFunding ? { payer_action_required: true } : {}),
    };
    await updateProviderObject(ctx.db, { id: object.id, status, document });
    const { return_url: returnUrl, cancel_url: cancelUrl } = object.document;
    if (!approved) {
      const target = cancelUrl ?? returnUrl;
      return target
        ? c.redirect(withQuery(target, { token: object.id }), 303)
        : c.html(closePage('Payment cancelled. You can close this window.'), 200, hostedPageHeaders);
    }
    if (!returnUrl) return c.html(closePage('Approved. You can close this window.'), 200, hostedPageHeaders);
    const params: Record<string, string> = subscription
      ? { subscription_id: object.id, ba_token: `BA-${object.id.slice(2)}`, token: object.id }
      : { token: object.id, PayerID: payerId ?? '' };
    return c.redirect(withQuery(returnUrl, params), 303);
  });
}
