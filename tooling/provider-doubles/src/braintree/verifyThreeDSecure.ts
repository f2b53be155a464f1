import type { cardPaymentMethodPayload, PaymentMethodOptions } from 'braintree-web-drop-in';
import type { DoubleEnvironment } from '../shared/DoubleEnvironment';
import { isRecord } from '../shared/isRecord';
import { openHostedPageDialog } from '../shared/openHostedPageDialog';
import { pollUntil } from '../shared/pollUntil';
import type { BraintreeClientToken } from './readClientToken';

/** The `threeDSecureInfo` braintree-web reports after `verifyCard` (`@types/braintree-web` `ThreeDSecureInfo`, the fields the double fills). */
export type ThreeDSecureResult = Pick<
  NonNullable<cardPaymentMethodPayload['threeDSecureInfo']>,
  'liabilityShifted' | 'liabilityShiftPossible' | 'status'
>;

/** A `BraintreeError` as braintree-web rejects `verifyCard` with (`code`, `type`, `message`). */
export interface BraintreeWebError {
  name: 'BraintreeError';
  code: string;
  type: 'CUSTOMER' | 'MERCHANT' | 'NETWORK' | 'UNKNOWN';
  message: string;
}

const braintreeError = (code: string, type: BraintreeWebError['type'], message: string): BraintreeWebError => ({
  name: 'BraintreeError',
  code,
  type,
  message,
});

/** Reads the nonce and its 3-D Secure result from a lookup or status answer. */
function readResult(body: unknown): { nonce: string; info: ThreeDSecureResult } | null {
  const method = isRecord(body) && isRecord(body.paymentMethod) ? body.paymentMethod : null;
  const info = method && isRecord(method.threeDSecureInfo) ? method.threeDSecureInfo : null;
  if (!method || typeof method.nonce !== 'string' || !info || typeof info.status !== 'string') return null;
  return {
    nonce: method.nonce,
    info: {
      status: info.status as ThreeDSecureResult['status'],
      liabilityShifted: info.liabilityShifted === true,
      liabilityShiftPossible: info.liabilityShiftPossible === true,
    },
  };
}

/**
 * braintree-web's `threeDSecure.verifyCard` as Drop-in calls it: a lookup with the amount (and the
 * shopper data it is given) on the card nonce; when the issuer asks for a challenge, its page in an
 * in-page dialog (Cardinal's modal) until it is answered. Resolves the new nonce with
 * `liabilityShifted` (a failed challenge resolves too, with `liabilityShifted: false`, as
 * braintree-web does for Cardinal's `FAILURE`); rejects with a `BraintreeError` when the amount is
 * missing, the lookup fails, or the shopper closes the challenge (`THREEDS_CARDINAL_SDK_CANCELED`).
 */
export async function verifyThreeDSecure(
  env: DoubleEnvironment,
  token: BraintreeClientToken,
  nonce: string,
  options: Partial<PaymentMethodOptions['threeDSecure']>,
): Promise<{ nonce: string; info: ThreeDSecureResult }> {
  if (!options.amount)
    throw braintreeError(
      'THREEDS_MISSING_VERIFY_CARD_OPTION',
      'MERCHANT',
      'verifyCard options must include an amount.',
    );
  const base = `${token.clientApiUrl}/v1/payment_methods/${encodeURIComponent(nonce)}/three_d_secure`;
  const fingerprint = encodeURIComponent(token.authorizationFingerprint);
  const call = async (url: string, init?: RequestInit): Promise<unknown> => {
    const response = await env.fetch(url, init).catch(() => null);
    if (!response?.ok)
      throw braintreeError('THREEDS_LOOKUP_ERROR', 'UNKNOWN', 'Something went wrong during the 3D Secure lookup');
    return response.json().catch(() => null);
  };
  const lookup = await call(`${base}/lookup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...options, authorizationFingerprint: token.authorizationFingerprint }),
  });
  const looked = readResult(lookup);
  const acsUrl = isRecord(lookup) && isRecord(lookup.lookup) ? lookup.lookup.acsUrl : null;
  if (!looked)
    throw braintreeError('THREEDS_LOOKUP_ERROR', 'UNKNOWN', 'Something went wrong during the 3D Secure lookup');
  if (typeof acsUrl !== 'string') return looked;
  const dialog = openHostedPageDialog(env.document, acsUrl, {
    provider: 'braintree-dropin',
    title: '3-D Secure authentication',
  });
  const statusUrl = `${token.clientApiUrl}/v1/payment_methods/${encodeURIComponent(looked.nonce)}/three_d_secure?authorizationFingerprint=${fingerprint}`;
  try {
    const answered = await pollUntil(
      async () => {
        const result = readResult(await call(statusUrl));
        return result && result.info.status !== 'challenge_required' ? result : undefined;
      },
      env.pollIntervalMs,
      dialog.closed,
    );
    if (!answered) throw braintreeError('THREEDS_CARDINAL_SDK_CANCELED', 'CUSTOMER', 'Canceled by user.');
    return answered;
  } finally {
    dialog.close();
  }
}
