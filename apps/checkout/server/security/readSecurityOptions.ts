import type { RuntimeConfig } from '../readRuntimeConfig';
import type { SecurityOptions } from './buildSecurityHeaders';

const HTTPS_HOST = /^https:\/\/[a-z0-9.-]+(:\d+)?$/i;

/**
 * Reads the security settings: `FRAME_ANCESTORS` (space-separated CSP sources, default `'none'`),
 * `MERCHANT_SCRIPT_HOSTS` (JSON `{ "api_key": ["https://cdn.example"] }`; anything not an https
 * origin is dropped) and `CSP_REPORT_URI` (default: the sandbox's report endpoint when running
 * against it, else none).
 */
export function readSecurityOptions(env: NodeJS.ProcessEnv, config: RuntimeConfig): SecurityOptions {
  const frameAncestors = env.FRAME_ANCESTORS?.trim().split(/\s+/).filter(Boolean) ?? [];
  let merchantScriptHosts: Record<string, string[]> = {};
  if (env.MERCHANT_SCRIPT_HOSTS?.trim()) {
    const parsed: unknown = JSON.parse(env.MERCHANT_SCRIPT_HOSTS);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      merchantScriptHosts = Object.fromEntries(
        Object.entries(parsed).map(([key, hosts]) => [
          key,
          Array.isArray(hosts) ? hosts.filter((h): h is string => typeof h === 'string' && HTTPS_HOST.test(h)) : [],
        ]),
      );
    }
  }
  return {
    frameAncestors: frameAncestors.length ? frameAncestors : ["'none'"],
    merchantScriptHosts,
    reportUri:
      env.CSP_REPORT_URI?.trim() || (config.sandboxOrigin ? `${config.sandboxOrigin}/sandbox/csp-reports` : null),
  };
}
