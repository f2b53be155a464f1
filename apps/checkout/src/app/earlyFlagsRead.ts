/**
 * The feature-flag read the checkout page's HTML starts while the scripts download (ADR 0008):
 * the server writes {@link earlyFlagsReadScript} into the document, the app takes the response
 * with {@link takeEarlyFlagsRead}. No imports: the server and the entry chunk both use it.
 */

/** The global the document's script leaves its read under, by URL. */
const EARLY_READS = 'checkoutEarlyReads';

/** The merchant's read of the Unleash-compatible frontend API: the app's name and the api key in its context. */
export function featureFlagsRequestUrl(serviceUrl: string, apiKey: string, base?: string): string {
  const url = new URL(serviceUrl, base);
  url.searchParams.set('appName', 'checkout');
  url.searchParams.set('properties[apiKey]', apiKey);
  return url.toString();
}

/** The request headers of the read, the same whoever sends it. */
export function featureFlagsRequestHeaders(clientKey: string | null): Record<string, string> {
  return { accept: 'application/json', authorization: clientKey ?? '' };
}

/**
 * The inline script that starts the read of `url` at once; a network failure leaves `null` for the
 * app to read again. `<` is escaped, so nothing in the URL or key can close the script.
 */
export function earlyFlagsReadScript(url: string, clientKey: string | null): string {
  const args = JSON.stringify([EARLY_READS, url, featureFlagsRequestHeaders(clientKey)]).replace(/</g, '\\u003c');
  return `(function(g,u,h){var r=window[g]=window[g]||{};r[u]=fetch(u,{headers:h}).catch(function(){return null})}).apply(null,${args})`;
}

/** Takes, once, the response the document's script started for `url`; `undefined` when it started none. */
export function takeEarlyFlagsRead(url: string): Promise<Response | null> | undefined {
  const reads = (globalThis as Record<string, unknown>)[EARLY_READS] as
    | Record<string, Promise<Response | null> | undefined>
    | undefined;
  const read = reads?.[url];
  if (reads && read) delete reads[url];
  return read;
}
