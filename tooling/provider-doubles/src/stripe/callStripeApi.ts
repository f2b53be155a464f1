import type { StripeError } from '@stripe/stripe-js';
import type { DoubleEnvironment } from '../shared/DoubleEnvironment';
import { isRecord } from '../shared/isRecord';
import { providerApiUrl } from '../shared/providerApiUrl';
import { type RequestJsonOptions, requestJson } from '../shared/requestJson';

/** A Stripe API object as the sandbox answered it, or Stripe's error. */
export type StripeApiResult = { object: Record<string, unknown>; error?: undefined } | { error: StripeError };

/** Stripe.js's answer when the API cannot be reached. */
const connectionError: StripeError = {
  type: 'api_connection_error',
  message: 'An error occurred with our connection to Stripe. Request was retried 0 times.',
};

/**
 * Calls the sandbox's Stripe API (`/sandbox/stripe/v1/...`, or `https://api.stripe.com/v1/...` at Stripe's hosts)
 * with the publishable key, translating failures into `StripeError`s.
 */
export async function callStripeApi(
  env: DoubleEnvironment,
  publishableKey: string,
  path: string,
  options: Omit<RequestJsonOptions, 'bearer'> = {},
): Promise<StripeApiResult> {
  const url = providerApiUrl(env, `/sandbox/stripe/v1${path}`, `https://api.stripe.com/v1${path}`);
  const response = await requestJson(env, url, { ...options, bearer: publishableKey });
  if (response.status === 0) return { error: connectionError };
  if (response.ok && isRecord(response.body)) return { object: response.body };
  if (isRecord(response.body) && isRecord(response.body.error) && typeof response.body.error.message === 'string') {
    // The sandbox answers Stripe's own error shape (`type`, `code`, `message`, `payment_intent`).
    return { error: response.body.error as unknown as StripeError };
  }
  return { error: { type: 'api_error', message: `Unexpected answer from the Stripe sandbox (${response.status}).` } };
}
