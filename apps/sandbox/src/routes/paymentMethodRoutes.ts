import { PaymentMethodUpdateRequestSchema } from '@checkout/api-client/contract';
import { isPaymentGateway } from '@checkout/reference-data';
import type { Context, Hono } from 'hono';
import { fail } from '../http/envelope';
import { isSafeId } from '../http/isSafeId';
import { readBody } from '../http/readBody';
import { runIdempotent, type StoredResponse } from '../idempotency/runIdempotent';
import { verifyUpdateLink } from '../links/updateLinkHash';
import type { FindProvider } from '../providers/FindProvider';
import type { SandboxContext } from '../SandboxContext';
import { findMerchant } from '../store/merchants';

/** The one answer to any link that does not check out: no hint of which part was wrong. */
export const INVALID_LINK_MESSAGE = 'This link is not valid.';

/** Gateways whose payment method can be replaced (spec §4: stripe and adyen pay, braintree and mollie update). */
export const UPDATABLE_GATEWAYS = ['stripe', 'adyen', 'braintree', 'mollie'] as const;

/** Payment-method update calls of spec §7, for one order or for all orders of a customer. */
export function registerPaymentMethodRoutes(app: Hono, ctx: SandboxContext, findProvider: FindProvider) {
  const handle = async (c: Context, scope: { customerId: string; orderId: string | null }) => {
    const apiKey = c.req.param('apiKey') ?? '';
    const body = await readBody(c, PaymentMethodUpdateRequestSchema);
    if (!body.ok) return body.response;
    const merchant = isSafeId(apiKey) ? await findMerchant(ctx.db, apiKey) : null;
    const isUpdateAll = scope.orderId === null;
    const linkOk =
      merchant !== null &&
      isSafeId(scope.customerId) &&
      body.value.customer_id === scope.customerId &&
      verifyUpdateLink(
        merchant.link_secret,
        { customerId: scope.customerId, orderId: scope.orderId ?? '', isUpdateAll },
        body.value.hash,
      );
    if (!merchant || !linkOk) return fail(c, 403, INVALID_LINK_MESSAGE);

    const gateway = body.value.payment_method;
    const provider =
      isPaymentGateway(gateway) && (UPDATABLE_GATEWAYS as readonly string[]).includes(gateway)
        ? findProvider(gateway)
        : undefined;
    if (!provider || !isPaymentGateway(gateway)) return fail(c, 422, 'Payment provider type not recognized.');

    const update = async (): Promise<StoredResponse> => {
      const outcome = await provider.authorize(
        {
          merchant,
          gateway,
          purpose: 'update',
          cart: null,
          orderId: scope.orderId,
          customerId: scope.customerId,
          amount: '0.00',
          currency: body.value.currency ?? merchant.settings.currency,
          payload: body.value.payment_method_payload ?? {},
        },
        ctx,
      );
      switch (outcome.kind) {
        case 'declined':
          return { status: 402, body: { status: false, message: outcome.message } };
        case 'invalid':
          return { status: 422, body: { status: false, message: outcome.message } };
        case 'redirect':
          return { status: 200, body: { status: true, data: { redirect: true, redirect_url: outcome.redirectUrl } } };
        case 'paid':
        case 'pending':
          return { status: 200, body: { status: true, data: { redirect: false, redirect_url: null } } };
        default:
          return outcome satisfies never;
      }
    };
    const key = c.req.header('idempotency-key');
    const result = key
      ? await runIdempotent(ctx.db, { apiKey, key: `pm:${key}`, body: body.value, now: ctx.now }, update)
      : { kind: 'ran' as const, response: await update() };
    if (result.kind === 'conflict') {
      return result.reason === 'request_in_progress'
        ? fail(c, 409, 'This update is already being processed.', undefined, 'update_in_progress')
        : fail(
            c,
            422,
            'This idempotency key was already used with a different request.',
            undefined,
            'idempotency_key_reused',
          );
    }
    return c.json(result.response.body as object, result.response.status as 200);
  };

  app.put('/api/:apiKey/orders/:orderId/payment-methods', async (c) => {
    // The order's own customer is the one the link must be signed for.
    const [order] = await ctx.db.query<{ customer_id: string | null }>(
      'SELECT customer_id FROM orders WHERE id = $1 AND api_key = $2',
      [c.req.param('orderId'), c.req.param('apiKey')],
    );
    return handle(c, { customerId: order?.customer_id ?? '', orderId: c.req.param('orderId') });
  });

  app.put('/api/:apiKey/customers/:customerId/payment-methods', (c) =>
    handle(c, { customerId: c.req.param('customerId'), orderId: null }),
  );
}
