import { CheckoutApiError } from '../CheckoutApiError';
import type { checkoutCalls } from './checkoutCalls';
import { DEFAULT_TIMEOUT_MS } from './defineRoute';

/** Options of {@link createCheckoutApi}. */
export interface CheckoutApiOptions {
  /** Base URL of `/api/{api_key}/...` calls, e.g. `http://127.0.0.1:4010`. */
  checkoutApiBase: string;
  /** Base URL of `/api/system/...` calls. Defaults to `checkoutApiBase`. */
  generalApiBase?: string;
  /** Base URL of `/utils/...` calls. Defaults to `checkoutApiBase`. */
  utilsApiBase?: string;
  /** The merchant's api key, checked for a safe format on every call. */
  apiKey: string;
  /** The `fetch` to use. Defaults to `globalThis.fetch`. */
  fetch?: typeof fetch;
  /** Timeout in ms of every call without its own (only the update of all payment methods has one). Defaults to `20000`. */
  timeoutMs?: number;
}

/** The function of every platform call, by name (`checkoutCalls`). */
type CheckoutCalls = ReturnType<typeof checkoutCalls>;

/** The typed client of every platform call, as returned by {@link createCheckoutApi}. */
export type CheckoutApi = CheckoutCalls & {
  /** Imports the calls a page does not load with ahead of their first use (e.g. on the shopper's first interaction); never rejects. */
  preloadOnDemandCalls(): Promise<void>;
};

/** The name of every call of `checkoutCalls`: the client is built from it before that module is imported. */
const checkoutCallNames = [
  'getCart',
  'createCartItem',
  'updateCartItem',
  'removeCartItem',
  'updateCartLocation',
  'resetCart',
  'validateStock',
  'updateCartParams',
  'validateCredit',
  'pushDataLayer',
  'validateLimits',
  'createOrder',
  'getPaymentStatus',
  'getOrder',
  'getDeliveryDates',
  'getLocale',
  'getStyling',
  'getTheme',
  'updateOrderPaymentMethod',
  'updateCustomerPaymentMethods',
  'getPaymentOptions',
  'getShippingCountries',
  'getShippingMethodsForCountry',
  'getShippingMethods',
  'setShippingMethod',
  'addVoucher',
  'removeVoucher',
  'getStripeData',
  'getStripeKey',
  'createStripeCustomer',
  'verifyStripeIntent',
  'getSetupIntents',
  'getBraintreeData',
  'getBraintreeClientToken',
  'getPaypalData',
  'getCurrency',
  'getAdyenPaymentDetails',
  'verifyRecaptcha',
  'triggerTestError',
  'triggerTestSuccess',
] as const satisfies readonly (keyof CheckoutCalls)[];

// Every call of `checkoutCalls` is named above (a call missing there fails to compile here).
true satisfies [Exclude<keyof CheckoutCalls, (typeof checkoutCallNames)[number]>] extends [never] ? true : never;

/**
 * The calls' functions, imported on the first call (`checkoutCalls`), with the routes of the calls a
 * page loads with fetched beside them (their import is the calls' own; a failure shows there). A failed
 * import is tried again on the next call.
 */
const importCalls = () => {
  import('./pageLoadRoutes').catch(() => undefined);
  return import('./checkoutCalls');
};

/**
 * Creates the platform client: one function per call of spec §7, each taking an `AbortSignal`
 * through its options, with a timeout, no retries, and `CheckoutApiError` as the only rejection. The
 * functions are imported on the first call (see `checkoutCalls`); a failed import rejects like a
 * dropped connection (`network`).
 */
export function createCheckoutApi(options: CheckoutApiOptions): CheckoutApi {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const context = {
    bases: {
      checkout: options.checkoutApiBase,
      general: options.generalApiBase ?? options.checkoutApiBase,
      utils: options.utilsApiBase ?? options.checkoutApiBase,
    },
    fetch: (...args: Parameters<typeof fetch>) => fetchImpl(...args),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
  let calls: Promise<CheckoutCalls> | undefined;
  const loadCalls = () => {
    calls ??= importCalls().then(
      (module) => module.checkoutCalls(context, options.apiKey),
      (error: unknown) => {
        calls = undefined;
        throw error;
      },
    );
    return calls;
  };
  const api: Record<string, unknown> = {
    preloadOnDemandCalls: (): Promise<void> =>
      Promise.all([loadCalls(), import('./checkoutCalls').then((module) => module.loadOnDemandRoutes())]).then(
        () => undefined,
        () => undefined,
      ),
  };
  for (const name of checkoutCallNames) {
    api[name] = (...args: unknown[]) =>
      loadCalls().then(
        (loaded) => (loaded[name] as (...callArgs: unknown[]) => Promise<unknown>)(...args),
        (error: unknown) => Promise.reject(CheckoutApiError.from(error)),
      );
  }
  return api as CheckoutApi;
}
