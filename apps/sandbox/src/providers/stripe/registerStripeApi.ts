import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { readRawBody } from '../../http/readBody';
import type { SandboxContext } from '../../SandboxContext';
import { findMerchant } from '../../store/merchants';
import { fromMinorUnits } from '../shared/money';
import { parseReturnUrl, withQuery } from '../shared/parseReturnUrl';
import { findProviderObject, insertProviderObject } from '../shared/providerObjects';
import { randomId } from '../shared/randomId';
import { hostedPageHeaders, renderHostedPage } from '../shared/renderHostedPage';
import { readTestCard } from '../shared/testCards';
import { completeStripeChallenge, confirmStripeIntent } from './confirmStripeIntent';
import {
  apiKeyOfPublishableKey,
  findStripeIntent,
  type StripeIntent,
  type StripePaymentMethodDocument,
  stripeIntentJson,
} from './stripeObjects';

const CardSchema = v.object({
  number: v.string(),
  exp_month: v.optional(v.union([v.number(), v.string()])),
  exp_year: v.optional(v.union([v.number(), v.string()])),
  cvc: v.optional(v.string()),
});

const PaymentMethodSchema = v.object({ type: v.optional(v.literal('card')), card: CardSchema });

const ConfirmSchema = v.object({
  client_secret: v.string(),
  payment_method: v.optional(v.string()),
  payment_method_data: v.optional(PaymentMethodSchema),
  return_url: v.optional(v.string()),
});

function stripeError(c: Context, status: 400 | 401 | 402 | 404, type: string, message: string, extra = {}) {
  return c.json({ error: { type, message, ...extra } }, status);
}

/** The merchant api key a Stripe.js double authenticates with (`Authorization: Bearer pk_...` or `key`). */
function keyOf(c: Context, body: Record<string, unknown>): string | null {
  const bearer = c.req.header('authorization')?.replace(/^Bearer\s+/i, '');
  const key = bearer ?? (typeof body.key === 'string' ? body.key : c.req.query('key'));
  return apiKeyOfPublishableKey(key);
}

/** Stores a PaymentMethod from raw card input, as `POST /v1/payment_methods` does. */
async function createPaymentMethod(ctx: SandboxContext, apiKey: string, card: v.InferOutput<typeof CardSchema>) {
  const read = readTestCard(card.number);
  const document: StripePaymentMethodDocument = {
    card: {
      brand: read.brand,
      last4: read.last4,
      exp_month: Number(card.exp_month ?? 12),
      exp_year: Number(card.exp_year ?? 2034),
    },
    behaviour: read.behaviour,
  };
  const id = randomId('pm_1');
  await insertProviderObject(ctx.db, {
    id,
    provider: 'stripe',
    kind: 'payment_method',
    api_key: apiKey,
    status: 'active',
    document,
  });
  return { id, document };
}

async function findOwnIntent(c: Context, ctx: SandboxContext, body: Record<string, unknown>) {
  const intent = await findStripeIntent(ctx.db, c.req.param('id') ?? '');
  const secret = typeof body.client_secret === 'string' ? body.client_secret : c.req.query('client_secret');
  if (!intent || intent.api_key !== keyOf(c, body) || intent.document.client_secret !== secret) return null;
  return intent;
}

function challengeReturn(intent: StripeIntent): string | null {
  const url = intent.document.return_url;
  if (!url) return null;
  const prefix = intent.kind === 'payment_intent' ? 'payment_intent' : 'setup_intent';
  return withQuery(url, {
    [prefix]: intent.id,
    [`${prefix}_client_secret`]: intent.document.client_secret,
    redirect_status: intent.status === 'succeeded' ? 'succeeded' : 'failed',
  });
}

/**
 * The part of Stripe's API a Stripe.js double calls, under `/sandbox/stripe`: PaymentMethods,
 * retrieving and confirming PaymentIntents and SetupIntents (JSON bodies), and the 3-D Secure
 * challenge page that returns to the intent's `return_url` with `payment_intent`,
 * `payment_intent_client_secret` and `redirect_status` (or the `setup_intent` equivalents).
 */
export function registerStripeApi(app: Hono, ctx: SandboxContext): void {
  app.post('/sandbox/stripe/v1/payment_methods', async (c) => {
    const body = ((await readRawBody(c)) ?? {}) as Record<string, unknown>;
    const apiKey = keyOf(c, body);
    if (!apiKey || !(await findMerchant(ctx.db, apiKey))) {
      return stripeError(c, 401, 'invalid_request_error', 'Invalid API Key provided.');
    }
    const parsed = v.safeParse(PaymentMethodSchema, body);
    if (!parsed.success)
      return stripeError(c, 400, 'invalid_request_error', 'Missing required param: card[number].', {
        param: 'card[number]',
      });
    const created = await createPaymentMethod(ctx, apiKey, parsed.output.card);
    if (created.document.behaviour === 'incorrect_number') {
      return stripeError(c, 402, 'card_error', 'Your card number is incorrect.', {
        code: 'incorrect_number',
        param: 'number',
      });
    }
    return c.json({
      id: created.id,
      object: 'payment_method',
      type: 'card',
      card: created.document.card,
      livemode: false,
    });
  });

  for (const path of ['payment_intents', 'setup_intents'] as const) {
    app.get(`/sandbox/stripe/v1/${path}/:id`, async (c) => {
      const intent = await findOwnIntent(c, ctx, {});
      if (!intent)
        return stripeError(c, 404, 'invalid_request_error', `No such ${path.slice(0, -1)}: '${c.req.param('id')}'`, {
          code: 'resource_missing',
        });
      return c.json(stripeIntentJson(intent, ctx));
    });

    app.post(`/sandbox/stripe/v1/${path}/:id/confirm`, async (c) => {
      const body = ((await readRawBody(c)) ?? {}) as Record<string, unknown>;
      const parsed = v.safeParse(ConfirmSchema, body);
      const intent = parsed.success ? await findOwnIntent(c, ctx, body) : null;
      if (!parsed.success || !intent) {
        return stripeError(c, 404, 'invalid_request_error', `No such ${path.slice(0, -1)}: '${c.req.param('id')}'`, {
          code: 'resource_missing',
        });
      }
      const returnUrl = parsed.output.return_url === undefined ? null : parseReturnUrl(parsed.output.return_url);
      if (parsed.output.return_url !== undefined && !returnUrl) {
        return stripeError(c, 400, 'invalid_request_error', 'Invalid URL: return_url must be a loopback http(s) URL.', {
          param: 'return_url',
        });
      }
      let paymentMethod: { id: string; document: StripePaymentMethodDocument } | null = null;
      if (parsed.output.payment_method_data) {
        paymentMethod = await createPaymentMethod(ctx, intent.api_key, parsed.output.payment_method_data.card);
      } else if (parsed.output.payment_method) {
        const found = await findProviderObject<StripePaymentMethodDocument>(
          ctx.db,
          'stripe',
          'payment_method',
          parsed.output.payment_method,
        );
        paymentMethod = found && found.api_key === intent.api_key ? found : null;
      }
      if (!paymentMethod)
        return stripeError(c, 400, 'invalid_request_error', 'You must provide a payment method.', {
          param: 'payment_method',
        });
      const result = await confirmStripeIntent(ctx, intent, paymentMethod, returnUrl?.toString() ?? null);
      const json = stripeIntentJson(result.intent, ctx);
      if (result.kind === 'unexpected_state') {
        return stripeError(c, 400, 'invalid_request_error', `This ${path.slice(0, -1)}'s status is ${intent.status}.`, {
          code: `${path.slice(0, -1)}_unexpected_state`,
          [path.slice(0, -1)]: json,
        });
      }
      if (result.kind === 'card_error')
        return stripeError(c, 402, 'card_error', result.error.message, { ...result.error, [path.slice(0, -1)]: json });
      return c.json(json);
    });
  }

  app.get('/sandbox/stripe/3ds/:id', async (c) => {
    const intent = await findStripeIntent(ctx.db, c.req.param('id'));
    if (intent?.status !== 'requires_action')
      return c.html(
        '<!doctype html><title>Not found</title><p>This authentication is not pending.</p>',
        404,
        hostedPageHeaders,
      );
    const merchant = intent.document.merchant_name;
    const page = renderHostedPage({
      provider: '3-D Secure',
      title: 'Confirm this payment',
      merchantName: merchant,
      amount: fromMinorUnits(intent.document.amount, intent.document.currency.toUpperCase()),
      currency: intent.document.currency.toUpperCase(),
      description: 'Your bank asks you to authenticate. This is a test page: choose how the challenge ends.',
      formAction: `/sandbox/stripe/3ds/${intent.id}`,
      actions: [
        { value: 'pass', label: 'Complete authentication', tone: 'primary' },
        { value: 'fail', label: 'Fail authentication', tone: 'danger' },
      ],
    });
    return c.html(page, 200, hostedPageHeaders);
  });

  app.post('/sandbox/stripe/3ds/:id', async (c) => {
    const body = ((await readRawBody(c)) ?? {}) as Record<string, unknown>;
    const intent = await findStripeIntent(ctx.db, c.req.param('id'));
    const outcome = body.outcome;
    if (!intent || (outcome !== 'pass' && outcome !== 'fail'))
      return c.html('<!doctype html><title>Bad request</title><p>Unknown authentication.</p>', 400, hostedPageHeaders);
    const pm = intent.document.payment_method
      ? await findProviderObject<StripePaymentMethodDocument>(
          ctx.db,
          'stripe',
          'payment_method',
          intent.document.payment_method,
        )
      : null;
    const done = await completeStripeChallenge(ctx, intent, outcome === 'pass', pm?.document.card ?? null);
    if (!done)
      return c.html(
        '<!doctype html><title>Conflict</title><p>This authentication is not pending.</p>',
        409,
        hostedPageHeaders,
      );
    const target = challengeReturn(done);
    if (!target)
      return c.html(
        '<!doctype html><title>Done</title><p>Authentication finished. You can close this window.</p>',
        200,
        hostedPageHeaders,
      );
    return c.redirect(target, 303);
  });
}
