import { type CheckoutApi, createCheckoutApi } from '@checkout/api-client';

/**
 * The platform client of one sandbox and merchant, and copies of it that send
 * `X-Sandbox-Fault: {fault}` with every call (one copy per faulty request: the client has no
 * per-call headers, and a fault belongs to one request only).
 */
export function createPlatformApi(sandboxUrl: string, apiKey: string): (fault?: string | null) => CheckoutApi {
  const plain = createCheckoutApi({ checkoutApiBase: sandboxUrl, apiKey });
  return (fault) => {
    if (!fault) return plain;
    return createCheckoutApi({
      checkoutApiBase: sandboxUrl,
      apiKey,
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('x-sandbox-fault', fault);
        return fetch(input, { ...init, headers });
      },
    });
  };
}
