import type { DoubleEnvironment } from './DoubleEnvironment';

/**
 * The URL a double calls: the provider's own `providerUrl` when it was loaded from the provider's
 * host (so the page's production Content-Security-Policy decides, as it does for the real SDK),
 * else the sandbox's stand-in `sandboxPath` on the sandbox origin.
 */
export function providerApiUrl(env: DoubleEnvironment, sandboxPath: string, providerUrl: string): string {
  return env.providerHosts ? providerUrl : `${env.sandboxOrigin}${sandboxPath}`;
}
