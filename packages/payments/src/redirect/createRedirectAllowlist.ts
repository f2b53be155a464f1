import type { PaymentProviderId } from '../contract/PaymentProviderId';
import { providerRedirectOrigins } from './providerRedirectOrigins';

/** The origins a `redirect_url` may lead to; build it with {@link createRedirectAllowlist}. */
export interface RedirectAllowlist {
  /** Exact origins (`https://checkout.stripe.com`), compared with the parsed URL's origin. */
  readonly origins: ReadonlySet<string>;
}

/** Options of {@link createRedirectAllowlist}. */
export interface RedirectAllowlistOptions {
  /** Providers whose documented hosts are allowed. Defaults to every provider. */
  readonly providers?: readonly PaymentProviderId[];
  /**
   * More exact https origins from configuration (a provider region, an operator's hosted page such as
   * the checkout's `REDIRECT_ORIGINS`), each matched exactly: no wildcard. Defaults to `[]`.
   */
  readonly extraOrigins?: readonly string[];
  /** The sandbox origin in sandbox mode (its hosted 3-D Secure, Mollie and PayPal pages); http is allowed only on a loopback host. Defaults to `undefined`. */
  readonly sandboxOrigin?: string;
  /** The checkout's own origin, for platform redirects back to a return route; http only on a loopback host. Defaults to `undefined`. */
  readonly appOrigin?: string;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Builds the redirect allowlist from the providers' documented hosts plus configuration. A
 * configured origin that is not a bare origin (path, credentials, query, a `*` wildcard), not https
 * (or http on a loopback host for the sandbox and app origins) throws a `TypeError`: a
 * configuration error.
 */
export function createRedirectAllowlist(options: RedirectAllowlistOptions = {}): RedirectAllowlist {
  const providers = options.providers ?? (Object.keys(providerRedirectOrigins) as PaymentProviderId[]);
  const origins = new Set<string>(providers.flatMap((provider) => providerRedirectOrigins[provider]));
  for (const origin of options.extraOrigins ?? []) origins.add(readOrigin(origin, false));
  if (options.sandboxOrigin !== undefined) origins.add(readOrigin(options.sandboxOrigin, true));
  if (options.appOrigin !== undefined) origins.add(readOrigin(options.appOrigin, true));
  return { origins };
}

function readOrigin(value: string, loopbackHttp: boolean): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch (error) {
    throw new TypeError(`Redirect allowlist: ${JSON.stringify(value)} is not an origin.`, { cause: error });
  }
  // URL parsing keeps `*` in a host: such an entry would look like a wildcard and match nothing.
  const bare =
    !url.hostname.includes('*') &&
    url.username === '' &&
    url.password === '' &&
    url.search === '' &&
    url.hash === '' &&
    url.pathname === '/';
  const secure =
    url.protocol === 'https:' || (loopbackHttp && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  if (!bare || !secure || value.replace(/\/$/, '') !== url.origin) {
    throw new TypeError(
      `Redirect allowlist: ${JSON.stringify(value)} must be a bare https origin (http only on a loopback host).`,
    );
  }
  return url.origin;
}
