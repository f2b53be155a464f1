import { createHash } from 'node:crypto';
import type { SandboxContext } from '../../SandboxContext';
import { browserUrl } from '../shared/browserUrl';
import type { ProviderObject } from '../shared/providerObjects';

/** What the sandbox keeps of a PayPal order or subscription. */
export interface PaypalDocument {
  amount: string;
  currency: string;
  merchant_name: string;
  return_url: string | null;
  cancel_url: string | null;
  plan_id: string | null;
  payer_id: string | null;
  /** The platform order it paid for, once captured or used. */
  order_id: string | null;
  /**
   * The buyer approved with a funding source the processor or bank declines: every capture fails
   * with `INSTRUMENT_DECLINED`, as PayPal reports it. Absent on older records.
   */
  instrument_declined?: boolean;
  /**
   * The buyer approved with a funding source that needs a step-up: the first capture answers
   * `PAYER_ACTION_REQUIRED` and the order waits for the payer on its `payer-action` link. Absent on older records.
   */
  payer_action_required?: boolean;
  /** Where the `payer-action` page returns the payer (the platform's return URL), once a capture asked for it. */
  payer_action_return_url?: string;
}

/** PayPal's description of the `INSTRUMENT_DECLINED` issue (https://developer.paypal.com/api/rest/reference/orders/v2/errors/). */
export const PAYPAL_INSTRUMENT_DECLINED_MESSAGE =
  "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.";

/** PayPal's message of the `PAYER_ACTION_REQUIRED` issue (https://developer.paypal.com/api/rest/reference/orders/v2/errors/). */
export const PAYPAL_PAYER_ACTION_REQUIRED_MESSAGE =
  'Transaction cannot complete successfully, instruct the buyer to return to PayPal.';

/** A stored PayPal order (`kind: 'order'`) or subscription (`kind: 'subscription'`). */
export type PaypalObject = ProviderObject<PaypalDocument>;

/** The client id the sandbox issues for a merchant; the PayPal SDK double sends it back. */
export function paypalClientId(apiKey: string): string {
  return `sb-sandbox-${apiKey}`;
}

/** The merchant api key of a sandbox client id, or `null`. */
export function apiKeyOfClientId(value: string | undefined | null): string | null {
  const id = value?.replace(/^Bearer\s+/i, '');
  return id?.startsWith('sb-sandbox-') ? id.slice('sb-sandbox-'.length) || null : null;
}

/** A stable billing plan id for a merchant's subscription cart. */
export function paypalPlanId(apiKey: string, cartId: string): string {
  return `P-${createHash('sha256').update(`${apiKey}\n${cartId}`).digest('hex').slice(0, 24).toUpperCase()}`;
}

/**
 * The object as PayPal's API shows it, with its `approve` link while approval is pending and its
 * `payer-action` link while the payer must act again (both on PayPal's `checkoutnow` page).
 */
export function paypalJson(
  object: PaypalObject,
  ctx: Pick<SandboxContext, 'publicUrl' | 'providerHosts'>,
): Record<string, unknown> {
  const pending = object.status === 'CREATED' || object.status === 'APPROVAL_PENDING';
  const base = object.kind === 'order' ? 'v2/checkout/orders' : 'v1/billing/subscriptions';
  const links = [
    { href: browserUrl(ctx, `/sandbox/paypal/${base}/${object.id}`), rel: 'self', method: 'GET' },
    ...(pending
      ? [{ href: browserUrl(ctx, `/sandbox/paypal/checkoutnow?token=${object.id}`), rel: 'approve', method: 'GET' }]
      : []),
    ...(object.status === 'PAYER_ACTION_REQUIRED'
      ? [
          {
            href: browserUrl(ctx, `/sandbox/paypal/checkoutnow?token=${object.id}`),
            rel: 'payer-action',
            method: 'GET',
          },
        ]
      : []),
  ];
  const amount = { currency_code: object.document.currency, value: object.document.amount };
  return object.kind === 'order'
    ? {
        id: object.id,
        intent: 'CAPTURE',
        status: object.status,
        purchase_units: [{ amount }],
        payer: object.document.payer_id ? { payer_id: object.document.payer_id } : undefined,
        links,
      }
    : { id: object.id, plan_id: object.document.plan_id, status: object.status, links };
}
