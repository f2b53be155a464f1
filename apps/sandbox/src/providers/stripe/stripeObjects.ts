import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/Database';
import type { SandboxContext } from '../../SandboxContext';
import { browserUrl } from '../shared/browserUrl';
import { findProviderObject, insertProviderObject, type ProviderObject } from '../shared/providerObjects';
import { randomId } from '../shared/randomId';
import type { CardBehaviour } from '../shared/testCards';

/** A Stripe intent's status (PaymentIntent and SetupIntent share them). */
export type StripeIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

/** `payment_intent` or `setup_intent`. */
export type StripeIntentKind = 'payment_intent' | 'setup_intent';

/** Stripe's `last_payment_error` / `last_setup_error`. */
export interface StripeError {
  type: 'card_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  message: string;
}

/** What the sandbox keeps of a Stripe intent. */
export interface StripeIntentDocument {
  /** Minor units; `0` for a setup intent. */
  amount: number;
  /** Lower case, as Stripe writes it. */
  currency: string;
  client_secret: string;
  customer: string | null;
  payment_method: string | null;
  last_error: StripeError | null;
  return_url: string | null;
  cart_id: string | null;
  order_id: string | null;
  merchant_name: string;
  /** Set on a setup intent of the update flow: the payment method is recorded for this customer once it succeeds. */
  update: { customerId: string; orderId: string | null } | null;
}

/** A stored Stripe intent. */
export type StripeIntent = ProviderObject<StripeIntentDocument> & {
  kind: StripeIntentKind;
  status: StripeIntentStatus;
};

/** What the sandbox keeps of a Stripe PaymentMethod. */
export interface StripePaymentMethodDocument {
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  behaviour: CardBehaviour;
}

/** The publishable key the sandbox issues for a merchant; Stripe.js doubles send it back. */
export function publishableKey(apiKey: string): string {
  return `pk_test_sandbox_${apiKey}`;
}

/** The merchant api key of a sandbox publishable key, or `null`. */
export function apiKeyOfPublishableKey(key: string | undefined | null): string | null {
  return key?.startsWith('pk_test_sandbox_') ? key.slice('pk_test_sandbox_'.length) || null : null;
}

/** A stable Stripe customer id for a platform id (cart or customer) of a merchant. */
export function stripeCustomerId(apiKey: string, id: string): string {
  return `cus_${createHash('sha256').update(`${apiKey}\n${id}`).digest('hex').slice(0, 14)}`;
}

/** Creates and stores a Stripe intent in `requires_payment_method`. */
export async function createStripeIntent(
  db: Queryable,
  apiKey: string,
  kind: StripeIntentKind,
  fields: Partial<StripeIntentDocument> & Pick<StripeIntentDocument, 'currency' | 'merchant_name'>,
): Promise<StripeIntent> {
  const id = randomId(kind === 'payment_intent' ? 'pi_3' : 'seti_1');
  const intent: StripeIntent = {
    id,
    provider: 'stripe',
    kind,
    api_key: apiKey,
    status: 'requires_payment_method',
    document: {
      amount: 0,
      customer: null,
      payment_method: null,
      last_error: null,
      return_url: null,
      cart_id: null,
      order_id: null,
      update: null,
      ...fields,
      currency: fields.currency.toLowerCase(),
      client_secret: `${id}_secret_${randomId('', 24)}`,
    },
  };
  await insertProviderObject(db, intent);
  return intent;
}

/** The stored intent with this id (`pi_...` or `seti_...`), or `null`. */
export async function findStripeIntent(db: Queryable, id: string): Promise<StripeIntent | null> {
  const kind: StripeIntentKind = id.startsWith('seti_') ? 'setup_intent' : 'payment_intent';
  const found = await findProviderObject<StripeIntentDocument>(db, 'stripe', kind, id);
  return found ? ({ ...found, kind } as StripeIntent) : null;
}

/** The intent as Stripe's API shows it (`object`, `status`, `next_action`...). */
export function stripeIntentJson(
  intent: StripeIntent,
  ctx: Pick<SandboxContext, 'publicUrl' | 'providerHosts'>,
): Record<string, unknown> {
  const { document: doc } = intent;
  const nextAction =
    intent.status === 'requires_action'
      ? {
          type: 'redirect_to_url',
          redirect_to_url: { url: browserUrl(ctx, `/sandbox/stripe/3ds/${intent.id}`), return_url: doc.return_url },
        }
      : null;
  const common = {
    id: intent.id,
    object: intent.kind,
    client_secret: doc.client_secret,
    customer: doc.customer,
    livemode: false,
    next_action: nextAction,
    payment_method: doc.payment_method,
    payment_method_types: ['card'],
    status: intent.status,
  };
  return intent.kind === 'payment_intent'
    ? { ...common, amount: doc.amount, currency: doc.currency, last_payment_error: doc.last_error }
    : { ...common, usage: 'off_session', last_setup_error: doc.last_error };
}
