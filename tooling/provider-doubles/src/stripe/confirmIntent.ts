import type { StripeError } from '@stripe/stripe-js';
import type { DoubleEnvironment } from '../shared/DoubleEnvironment';
import { isRecord } from '../shared/isRecord';
import type { CardInput } from '../shared/mountCardFields';
import { openHostedPageDialog } from '../shared/openHostedPageDialog';
import { pollUntil } from '../shared/pollUntil';
import { callStripeApi, type StripeApiResult } from './callStripeApi';

/** Which intent API a confirmation goes to. */
export type StripeIntentKind = 'payment_intent' | 'setup_intent';

/** How the payment method is given: an existing `pm_...`, or the card typed into an element. */
export type StripePaymentMethodInput = { paymentMethodId: string } | { card: CardInput };

/**
 * How next actions are handled: `always` redirects (to the challenge, else to `return_url`),
 * `if_required` shows a challenge in an in-page dialog and resolves, `manual` returns the intent
 * in `requires_action` (`handleActions: false`).
 */
export type StripeRedirectMode = { redirect: 'always'; returnUrl: string } | { redirect: 'if_required' | 'manual' };

/** Options of {@link confirmIntent}. */
export interface ConfirmIntentOptions {
  env: DoubleEnvironment;
  publishableKey: string;
  kind: StripeIntentKind;
  clientSecret: string;
  paymentMethod: StripePaymentMethodInput;
  mode: StripeRedirectMode;
}

const AUTHENTICATION_CLOSED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** The intent id of a client secret (`pi_..._secret_...` → `pi_...`). */
export function intentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? clientSecret;
}

function pathOf(kind: StripeIntentKind, clientSecret: string): string {
  return `/${kind}s/${encodeURIComponent(intentIdOf(clientSecret))}`;
}

function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

/** Retrieves an intent by its client secret. */
export function retrieveIntent(
  env: DoubleEnvironment,
  publishableKey: string,
  kind: StripeIntentKind,
  clientSecret: string,
): Promise<StripeApiResult> {
  return callStripeApi(
    env,
    publishableKey,
    `${pathOf(kind, clientSecret)}?client_secret=${encodeURIComponent(clientSecret)}`,
  );
}

function lastError(kind: StripeIntentKind, intent: Record<string, unknown>): StripeError | null {
  const error = intent[kind === 'payment_intent' ? 'last_payment_error' : 'last_setup_error'];
  return isRecord(error) && typeof error.message === 'string'
    ? ({ ...error, [kind]: intent } as unknown as StripeError)
    : null;
}

function challengeUrl(intent: Record<string, unknown>): string | null {
  const next = intent.next_action;
  const redirect = isRecord(next) ? next.redirect_to_url : null;
  return isRecord(redirect) && typeof redirect.url === 'string' ? redirect.url : null;
}

/** A promise that never settles: the page is navigating away, as with Stripe.js redirects. */
const leaving = () => new Promise<never>(() => undefined);

async function challengeInDialog(options: ConfirmIntentOptions, intent: Record<string, unknown>, url: string) {
  const { env, publishableKey, kind, clientSecret } = options;
  const dialog = openHostedPageDialog(env.document, url, { provider: 'stripe', title: '3-D Secure authentication' });
  const settled = await pollUntil(
    async () => {
      const current = await retrieveIntent(env, publishableKey, kind, clientSecret);
      if (current.error) return current;
      return current.object.status === 'requires_action' ? undefined : current;
    },
    env.pollIntervalMs,
    dialog.closed,
  );
  dialog.close();
  if (!settled) {
    const error: StripeError = {
      type: 'invalid_request_error',
      code: `${kind}_authentication_failure`,
      message: AUTHENTICATION_CLOSED,
      ...{ [kind]: intent },
    };
    return { error };
  }
  if (settled.error) return settled;
  const failure = lastError(kind, settled.object);
  return failure && settled.object.status === 'requires_payment_method' ? { error: failure } : settled;
}

/**
 * Confirms a PaymentIntent or SetupIntent against the sandbox's Stripe API and handles the next
 * action as Stripe.js does (see {@link StripeRedirectMode}); decline and authentication errors
 * come back as Stripe's `{ error }`.
 */
export async function confirmIntent(options: ConfirmIntentOptions): Promise<StripeApiResult> {
  const { env, publishableKey, kind, clientSecret, paymentMethod, mode } = options;
  const method =
    'paymentMethodId' in paymentMethod
      ? { payment_method: paymentMethod.paymentMethodId }
      : {
          payment_method_data: {
            type: 'card',
            card: {
              number: paymentMethod.card.number,
              exp_month: paymentMethod.card.expMonth ?? undefined,
              exp_year: paymentMethod.card.expYear ?? undefined,
              cvc: paymentMethod.card.cvc,
            },
          },
        };
  // The return URL goes to Stripe only for redirects: a challenge shown in the dialog must end
  // inside the dialog, not load the shop's return route in the frame.
  const body = {
    client_secret: clientSecret,
    ...method,
    ...(mode.redirect === 'always' ? { return_url: mode.returnUrl } : {}),
  };
  const confirmed = await callStripeApi(env, publishableKey, `${pathOf(kind, clientSecret)}/confirm`, {
    method: 'POST',
    body,
  });
  if (confirmed.error) return confirmed;
  const intent = confirmed.object;
  if (intent.status === 'requires_action') {
    const url = challengeUrl(intent);
    if (!url || mode.redirect === 'manual') return confirmed;
    if (mode.redirect === 'always') {
      env.navigate(url);
      return leaving();
    }
    return challengeInDialog(options, intent, url);
  }
  if (mode.redirect === 'always' && typeof intent.id === 'string') {
    env.navigate(
      withQuery(mode.returnUrl, {
        [kind]: intent.id,
        [`${kind}_client_secret`]: clientSecret,
        redirect_status: intent.status === 'succeeded' ? 'succeeded' : 'failed',
      }),
    );
    return leaving();
  }
  return confirmed;
}
