import { createRedirectAllowlist, type RedirectAllowlist } from '@checkout/payments';
import type { RuntimeConfig } from '../../runtimeConfig';

/**
 * The allowlist of every redirect the app follows: the providers' documented hosts, the exact origins
 * the operator lists (`redirectOrigins`, from `REDIRECT_ORIGINS`), this app's own origin (return
 * routes), and the sandbox's hosted test pages only when the configuration names a sandbox. Never the
 * platform's API base: against a real platform `sandboxOrigin` is `null`, and a `redirect_url` on the
 * platform's own origin is refused like any other unknown host unless the operator listed it.
 */
export function redirectAllowlistOf(
  config: Pick<RuntimeConfig, 'sandboxOrigin'> & Partial<Pick<RuntimeConfig, 'redirectOrigins'>>,
  // The server's render has no page origin; it follows no redirect either.
  appOrigin: string | undefined = globalThis.location?.origin,
): RedirectAllowlist {
  return createRedirectAllowlist({
    extraOrigins: config.redirectOrigins ?? [],
    sandboxOrigin: config.sandboxOrigin ?? undefined,
    appOrigin,
  });
}
