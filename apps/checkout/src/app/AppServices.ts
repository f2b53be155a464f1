import { type CheckoutApi, createCheckoutApi } from '@checkout/api-client';
import type { RuntimeConfig } from '../runtimeConfig';
import type { ErrorReporter } from './createErrorReporter';

/** What every route and screen needs besides the query client: configuration, the API per merchant, the reporter. */
export interface AppServices {
  readonly config: RuntimeConfig;
  /** The platform client of one merchant (memoized per api key). */
  readonly api: (apiKey: string) => CheckoutApi;
  readonly reporter: ErrorReporter;
  /** What reads outside the platform client (the feature flags) send with: on the server, with its time limit. */
  readonly fetch?: typeof fetch;
}

/** Creates the app's services over the runtime configuration, the platform clients sending with `fetchImpl`. */
export function createAppServices(
  config: RuntimeConfig,
  reporter: ErrorReporter,
  fetchImpl?: typeof fetch,
): AppServices {
  const clients = new Map<string, CheckoutApi>();
  const send = fetchImpl ?? ((input, init) => fetch(input, init));
  return {
    config,
    reporter,
    fetch: fetchImpl,
    api: (apiKey) => {
      const existing = clients.get(apiKey);
      if (existing) return existing;
      const client = createCheckoutApi({
        checkoutApiBase: config.checkoutApiBase,
        generalApiBase: config.generalApiBase,
        utilsApiBase: config.utilsApiBase,
        apiKey,
        fetch: send,
      });
      clients.set(apiKey, client);
      return client;
    },
  };
}
