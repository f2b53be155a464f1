import type { RuntimeConfig } from '../readRuntimeConfig';
import type { SecurityOptions } from './buildSecurityHeaders';
import type { MerchantScriptFile } from './MerchantAssetApproval';

/** An https origin, or an http origin on a loopback host (a potentially trustworthy origin: the sandbox, tests). */
const TRUSTWORTHY_ORIGIN = /^(https:\/\/[a-z0-9.-]+|http:\/\/(127\.0\.0\.1|localhost|\[::1\]))(:\d+)?$/i;

/** Subresource Integrity metadata: one or more `sha256-`, `sha384-` or `sha512-` base64 digests. */
const INTEGRITY = /^(sha(256|384|512)-[A-Za-z0-9+/]+={0,2})( sha(256|384|512)-[A-Za-z0-9+/]+={0,2})*$/;

/** A pinned file entry `{ "src": "https://…", "integrity": "sha384-…" }`, or `null` when it is not one. */
function readFile(entry: unknown): MerchantScriptFile | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { src, integrity } = entry as Record<string, unknown>;
  if (typeof src !== 'string' || typeof integrity !== 'string' || !INTEGRITY.test(integrity.trim())) return null;
  try {
    const url = new URL(src);
    if (url.username !== '' || url.password !== '' || !TRUSTWORTHY_ORIGIN.test(url.origin)) return null;
    return { src: url.href, integrity: integrity.trim() };
  } catch {
    return null;
  }
}

/**
 * Reads the security settings: `FRAME_ANCESTORS` (space-separated CSP sources, default `'none'`),
 * `MERCHANT_SCRIPT_HOSTS` (JSON `{ "api_key": ["https://cdn.example", { "src": "https://cdn.example/w.js",
 * "integrity": "sha384-…" }] }`: a string approves an https origin, an object pins one static file with
 * its Subresource Integrity hash; anything else is dropped) and `CSP_REPORT_URI` (default: the
 * sandbox's report endpoint when running against it, else none).
 */
export function readSecurityOptions(env: NodeJS.ProcessEnv, config: RuntimeConfig): SecurityOptions {
  const frameAncestors = env.FRAME_ANCESTORS?.trim().split(/\s+/).filter(Boolean) ?? [];
  const merchantScriptHosts: Record<string, string[]> = {};
  const merchantScriptFiles: Record<string, MerchantScriptFile[]> = {};
  if (env.MERCHANT_SCRIPT_HOSTS?.trim()) {
    const parsed: unknown = JSON.parse(env.MERCHANT_SCRIPT_HOSTS);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [key, entries] of Object.entries(parsed)) {
        const list: unknown[] = Array.isArray(entries) ? entries : [];
        merchantScriptHosts[key] = list.filter(
          (entry): entry is string => typeof entry === 'string' && TRUSTWORTHY_ORIGIN.test(entry),
        );
        merchantScriptFiles[key] = list.map(readFile).filter((file): file is MerchantScriptFile => file !== null);
      }
    }
  }
  return {
    frameAncestors: frameAncestors.length ? frameAncestors : ["'none'"],
    merchantScriptHosts,
    merchantScriptFiles,
    reportUri:
      env.CSP_REPORT_URI?.trim() || (config.sandboxOrigin ? `${config.sandboxOrigin}/sandbox/csp-reports` : null),
  };
}
