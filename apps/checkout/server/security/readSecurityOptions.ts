import type { RuntimeConfig } from '../readRuntimeConfig';
import { CSP_REPORT_PATH } from '../reports/reportPaths';
import type { SecurityOptions } from './buildSecurityHeaders';
import type { MerchantScriptFile } from './MerchantAssetApproval';
import { sandboxMerchantFiles } from './sandboxMerchantFiles';

/** An https origin, or an http origin on a loopback host (a potentially trustworthy origin: the sandbox, tests). */
const TRUSTWORTHY_ORIGIN = /^(https:\/\/[a-z0-9.-]+|http:\/\/(127\.0\.0\.1|localhost|\[::1\]))(:\d+)?$/i;

/** Subresource Integrity metadata of a pinned file: one or more sha384 digests (64 base64 characters each). */
const INTEGRITY = /^sha384-[A-Za-z0-9+/]{64}( sha384-[A-Za-z0-9+/]{64})*$/;

/** A pinned file entry `{ "src": "https://…", "integrity": "sha384-…" }`, or `null` when it is not one (a bare origin string never is). */
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
 * `MERCHANT_SCRIPT_HOSTS` (JSON `{ "api_key": [{ "src": "https://cdn.example/w.js", "integrity": "sha384-…" }] }`:
 * each entry pins one file by its exact URL and sha384; anything else, a bare origin included, is dropped;
 * unset against the sandbox, its demo widget is pinned for every merchant) and `CSP_REPORT_URI`
 * (default: the server's own endpoint, `/reports/csp`).
 */
export function readSecurityOptions(env: NodeJS.ProcessEnv, config: RuntimeConfig): SecurityOptions {
  const frameAncestors = env.FRAME_ANCESTORS?.trim().split(/\s+/).filter(Boolean) ?? [];
  const merchantScriptFiles: Record<string, MerchantScriptFile[]> = {};
  const configured = Boolean(env.MERCHANT_SCRIPT_HOSTS?.trim());
  if (configured) {
    const parsed: unknown = JSON.parse(env.MERCHANT_SCRIPT_HOSTS ?? '');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [key, entries] of Object.entries(parsed)) {
        const list: unknown[] = Array.isArray(entries) ? entries : [];
        merchantScriptFiles[key] = list.map(readFile).filter((file): file is MerchantScriptFile => file !== null);
      }
    }
  }
  return {
    frameAncestors: frameAncestors.length ? frameAncestors : ["'none'"],
    merchantScriptFiles,
    defaultMerchantFiles: !configured && config.sandboxOrigin ? sandboxMerchantFiles(config.sandboxOrigin) : [],
    reportUri: env.CSP_REPORT_URI?.trim() || CSP_REPORT_PATH,
  };
}
