/** What a double needs from the page it runs in; the entry scripts build it from the real page. */
export interface DoubleEnvironment {
  /** Origin of the sandbox whose provider stand-ins the double calls, e.g. `http://127.0.0.1:4010`. */
  sandboxOrigin: string;
  /** The page's `fetch`. */
  fetch: typeof fetch;
  /** The page's document, where widgets and dialogs are rendered. */
  document: Document;
  /** Leaves the page for a provider's hosted page, as the real SDKs do for redirect flows. */
  navigate: (url: string) => void;
  /** How often a double polls the sandbox while a hosted page is open in a dialog, in ms. */
  pollIntervalMs: number;
  /**
   * Whether the double was loaded from the provider's own script host (production configuration):
   * it then calls the provider's own API hosts and paths, as the real SDK does (see `providerApiUrl`).
   */
  providerHosts: boolean;
}

/** Options of {@link createDoubleEnvironment}. */
export interface DoubleEnvironmentOptions {
  /** The sandbox origin. Defaults to the origin of the script that loaded the double, else the page's origin. */
  sandboxOrigin?: string;
  /** Defaults to `window.fetch`. */
  fetch?: typeof fetch;
  /** Defaults to `window.location.assign`. */
  navigate?: (url: string) => void;
  /** Defaults to `400`. */
  pollIntervalMs?: number;
  /** Whether the double runs at the provider's hosts (see {@link DoubleEnvironment.providerHosts}). Defaults to `false`. */
  providerHosts?: boolean;
}

/** Builds the environment of a double from a window and overrides. */
export function createDoubleEnvironment(
  win: Window & typeof globalThis,
  options: DoubleEnvironmentOptions = {},
): DoubleEnvironment {
  return {
    sandboxOrigin: (options.sandboxOrigin ?? win.location.origin).replace(/\/+$/, ''),
    fetch: options.fetch ?? ((input, init) => win.fetch(input, init)),
    document: win.document,
    navigate: options.navigate ?? ((url) => win.location.assign(url)),
    pollIntervalMs: options.pollIntervalMs ?? 400,
    providerHosts: options.providerHosts ?? false,
  };
}
