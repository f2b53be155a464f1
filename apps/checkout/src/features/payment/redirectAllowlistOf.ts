import { createRedirectAllowlist, type RedirectAllowlist } from '@checkout/payments';
import type { RuntimeConfig } from '../../runtimeConfig';

/**
 * The allowlist of every redirect the app follows: the providers' documented hosts, this app's own
 * origin (return routes), and the sandbox's hosted test pages only when the configuration names a
 * sandbox. Never the platform's API base: against a real platform `sandboxOrigin` is `null`, and a
 * `redirect_url` on the platform's own origin is refused like any other unknown host.
 */
export function redirectAllowlistOf(
  config: Pick<RuntimeConfig, 'sandboxOrigin'>,
  appOrigin: string = window.location.origin,
): RedirectAllowlist {
  return createRedirectAllowlist({ sandboxOrigin: config.sandboxOrigin ?? undefined, appOrigin });
}
