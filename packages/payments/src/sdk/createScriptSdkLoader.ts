import type { SdkLoader, SdkScriptRequest } from '../contract/SdkLoader';
import { PaymentError } from '../PaymentError';

/** Options of {@link createScriptSdkLoader}. */
export interface ScriptSdkLoaderOptions {
  /** The document to add `<script>` elements to. Defaults to `globalThis.document`. */
  readonly document?: Document;
  /** How long to wait for a script before rejecting, in ms. Defaults to `30000`. */
  readonly timeoutMs?: number;
  /**
   * The page's Content-Security-Policy nonce, written as `data-csp-nonce` on every SDK script: SDKs
   * that add style elements put it on them (PayPal: https://developer.paypal.com/sdk/js/best-practices),
   * so a policy that applies style elements by nonce only keeps them. Defaults to none.
   */
  readonly cspNonce?: string | null;
}

/** A browser `SdkLoader`: one `<script async>` per URL (shared by later calls), resolving to the global the script defines. */
export function createScriptSdkLoader(options: ScriptSdkLoaderOptions = {}): SdkLoader {
  const loads = new Map<string, Promise<unknown>>();
  const timeoutMs = options.timeoutMs ?? 30_000;

  const inject = (request: SdkScriptRequest): Promise<unknown> => {
    const doc = options.document ?? globalThis.document;
    const view = doc.defaultView ?? globalThis;
    const readGlobal = () => (view as unknown as Record<string, unknown>)[request.globalName];
    const existing = readGlobal();
    if (existing !== undefined) return Promise.resolve(existing);
    return new Promise<unknown>((resolve, reject) => {
      const script = doc.createElement('script');
      const fail = (reason: string, cause?: unknown) => {
        clearTimeout(timer);
        script.remove();
        reject(
          new PaymentError('sdk_unavailable', `The ${request.name} SDK could not be loaded (${reason}).`, { cause }),
        );
      };
      const timer = setTimeout(() => fail('timeout'), timeoutMs);
      script.async = true;
      script.src = request.url;
      if (options.cspNonce) script.setAttribute('data-csp-nonce', options.cspNonce);
      for (const [name, value] of Object.entries(request.attributes ?? {})) script.setAttribute(name, value);
      script.addEventListener('load', () => {
        clearTimeout(timer);
        const loaded = readGlobal();
        if (loaded === undefined) fail(`no global ${request.globalName}`);
        else resolve(loaded);
      });
      script.addEventListener('error', (event) => fail('network', event));
      doc.head.append(script);
    });
  };

  return {
    loadScript(request) {
      let load = loads.get(request.url);
      if (load === undefined) {
        load = inject(request);
        loads.set(request.url, load);
        // A failed load may be retried later (the shopper's network came back).
        load.catch(() => loads.delete(request.url));
      }
      return withSignal(load, request.signal);
    },
  };
}

function withSignal<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return promise;
  if (signal.aborted) return Promise.reject(new PaymentError('cancelled', 'Loading the payment SDK was cancelled.'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new PaymentError('cancelled', 'Loading the payment SDK was cancelled.'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
