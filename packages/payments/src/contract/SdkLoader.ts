/** A provider SDK script the adapters may load; the names match the sandbox's `/sandbox/sdk/<name>.js` doubles. */
export type SdkName = 'stripe' | 'adyen' | 'braintree-dropin' | 'paypal';

/** Where SDKs come from: `sandbox` loads the sandbox's doubles, `production` the providers' official scripts. */
export type PaymentMode = 'sandbox' | 'production';

/** One script to load. */
export interface SdkScriptRequest {
  /** Which SDK this is, for caching and error messages. */
  readonly name: SdkName;
  /** The script URL, as resolved by `resolveSdkUrl` (never a double in production). */
  readonly url: string;
  /** The global the script defines (`Stripe`, `AdyenWeb`, `braintree`, `paypal`), read once it has loaded. */
  readonly globalName: string;
  /** Extra attributes for the script element (PayPal's `data-*`). Defaults to `{}`. */
  readonly attributes?: Readonly<Record<string, string>>;
  /** Cancels waiting (the script itself may still finish loading). Defaults to `undefined`. */
  readonly signal?: AbortSignal;
}

/**
 * Loads provider SDK scripts for the adapters; the host injects one (`createScriptSdkLoader` in a
 * browser, a fake in tests), so no adapter touches the DOM's `<script>` handling itself.
 */
export interface SdkLoader {
  /** Loads `request.url` at most once per URL and resolves to the global it defines; rejects with a `PaymentError` of code `sdk_unavailable`. */
  loadScript(request: SdkScriptRequest): Promise<unknown>;
}

/** What an adapter needs to find and load its SDK. */
export interface SdkEnvironment {
  /** The merchant's mode, from the payment data (`settings.sandbox_mode`). */
  readonly mode: PaymentMode;
  /** The loader the host injected. */
  readonly loader: SdkLoader;
  /** Origin of the sandbox serving the doubles (`http://127.0.0.1:4010`); required in sandbox mode. Defaults to `undefined`. */
  readonly sandboxOrigin?: string;
  /** Production script URLs from configuration, overriding `defaultSdkUrls`. Defaults to `{}`. */
  readonly urls?: Partial<Readonly<Record<SdkName, string>>>;
}
