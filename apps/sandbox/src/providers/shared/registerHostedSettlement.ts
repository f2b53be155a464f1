import type { Hono } from 'hono';
import { readRawBody } from '../../http/readBody';
import type { SandboxContext } from '../../SandboxContext';
import { findOrderByPaymentReference, settleOrder } from '../../store/orders';
import { isRecord } from './isRecord';
import { findProviderObject, type ProviderName, transitionProviderObject } from './providerObjects';
import { type HostedPage, hostedPageHeaders, renderHostedPage } from './renderHostedPage';

/** What the sandbox keeps of a payment a hosted page settles (`provider_objects`, status `open` until answered). */
export interface HostedSettlementDocument {
  amount: string;
  currency: string;
  merchant_name: string;
  /** The checkout's return, where the page sends the shopper back with nothing added. */
  return_url: string;
}

/** One outcome button: its label, and the status the provider object takes. */
interface HostedOutcome {
  readonly value: string;
  readonly label: string;
  readonly status: string;
}

/** A hosted page that settles an order: where it is, what it says, and its two outcomes. */
export interface HostedSettlement {
  /** The page's path without the id, e.g. `/sandbox/braintree/challenge`. */
  readonly path: string;
  /** The provider object's `provider` and `kind`. */
  readonly provider: ProviderName;
  readonly kind: string;
  readonly page: Pick<HostedPage, 'provider' | 'title' | 'description'>;
  /** Settles the order paid. */
  readonly pass: HostedOutcome;
  /** Gives the order up. */
  readonly fail: HostedOutcome;
  /** The page answered for an id that is not open (unknown, answered, given up). */
  readonly notPending: string;
}

/**
 * Registers a hosted page (`GET {path}/:id`) whose two buttons settle the order paying with the
 * provider object (`POST {path}/:id`): the pass outcome opens it, the fail outcome gives it up, both
 * return to `return_url`. Only over the state read: a second answer, or one after the platform gave
 * the draft up, is a 409 and changes nothing.
 */
export function registerHostedSettlement(app: Hono, ctx: SandboxContext, settlement: HostedSettlement): void {
  const { path, pass, fail, notPending } = settlement;
  const find = (id: string) =>
    findProviderObject<HostedSettlementDocument>(ctx.db, settlement.provider, settlement.kind, id);

  app.get(`${path}/:id`, async (c) => {
    const found = await find(c.req.param('id'));
    if (found?.status !== 'open') return c.html(notPending, 404, hostedPageHeaders);
    const page = renderHostedPage({
      ...settlement.page,
      merchantName: found.document.merchant_name,
      amount: found.document.amount,
      currency: found.document.currency,
      formAction: `${path}/${found.id}`,
      actions: [
        { value: pass.value, label: pass.label, tone: 'primary' },
        { value: fail.value, label: fail.label, tone: 'danger' },
      ],
    });
    return c.html(page, 200, hostedPageHeaders);
  });

  app.post(`${path}/:id`, async (c) => {
    const body = await readRawBody(c);
    const value = isRecord(body) ? body.outcome : undefined;
    const outcome = value === pass.value ? pass : value === fail.value ? fail : null;
    const found = await find(c.req.param('id'));
    if (!found || !outcome) return c.html(notPending, 404, hostedPageHeaders);
    if (!(await transitionProviderObject(ctx.db, found.id, 'open', outcome.status)))
      return c.html(notPending, 409, hostedPageHeaders);
    const order = await findOrderByPaymentReference(ctx.db, found.id);
    if (order && order.api_key === found.api_key)
      await settleOrder(ctx.db, order.id, outcome === pass ? 'paid' : 'failed');
    return c.redirect(found.document.return_url, 303);
  });
}
