import { isRecord } from '../shared/isRecord';

/** What the double reads from a Braintree client token (base64 JSON). */
export interface BraintreeClientToken {
  authorizationFingerprint: string;
  configUrl: string;
  clientApiUrl: string;
}

/** Decodes a Braintree client token, or returns `null` when it is not one. */
export function readClientToken(authorization: string): BraintreeClientToken | null {
  try {
    const decoded: unknown = JSON.parse(atob(authorization));
    if (
      isRecord(decoded) &&
      typeof decoded.authorizationFingerprint === 'string' &&
      typeof decoded.configUrl === 'string' &&
      typeof decoded.clientApiUrl === 'string'
    ) {
      return {
        authorizationFingerprint: decoded.authorizationFingerprint,
        configUrl: decoded.configUrl,
        clientApiUrl: decoded.clientApiUrl,
      };
    }
  } catch {
    // Not base64 JSON: a tokenization key or garbage, neither of which the double accepts.
  }
  return null;
}
