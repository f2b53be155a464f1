import { readFileSync } from 'node:fs';
import type { ProviderPublicConfig } from '../src/ProviderPublicConfigSchema';
import { readProviderDirectory } from './providers/readProviderDirectory';
import { readRedirectOrigins } from './readRedirectOrigins';
import { ERROR_REPORT_PATH } from './reports/reportPaths';

/** Configuration served to the browser as `/config.json`; mirrors `src/runtimeConfig.ts`. */
export interface RuntimeConfig {
  /** Base of `/api/{api_key}/...` calls. */
  checkoutApiBase: string;
  /** Base of `/api/system/...` calls. */
  generalApiBase: string;
  /** Base of `/utils/...` calls. */
  utilsApiBase: string;
  /** Site key of the bot check (reCAPTCHA-compatible), `null` when not configured. */
  captchaSiteKey: string | null;
  /** Script URL of the bot-check widget. */
  captchaScriptUrl: string | null;
  /** Version of the bot-check widget: `2` (checkbox), `2-invisible` or `3` (see README "Bot check"). */
  captchaVersion: string;
  /** Key of the Maps JavaScript API (address autocomplete through Places API (New)), `null` when not configured. */
  mapsApiKey: string | null;
  /** Script URL of the Maps JavaScript API: Google's, or the sandbox's double (`/sandbox/sdk/maps.js`). */
  mapsScriptUrl: string;
  /** URL of the Unleash-compatible frontend API, `null` without a feature-flag service. */
  featureFlagsUrl: string | null;
  /** Client key of the feature-flag service. */
  featureFlagsClientKey: string | null;
  /** Endpoint that receives error reports (an absolute URL or a path on this server), `null` to report to the console only. */
  errorReportUrl: string | null;
  /** Origin of the local sandbox (provider SDK doubles, hosted test pages), `null` against a real platform. */
  sandboxOrigin: string | null;
  /** Exact https origins the operator lists beyond the providers' (`REDIRECT_ORIGINS`), added to the redirect allowlist. */
  redirectOrigins: string[];
  /** Public provider values, the global ones (each page embeds its merchant's: `readProviderDirectory`). */
  providers: ProviderPublicConfig;
}

/** Where the sandbox listens when nothing else is configured (`pnpm start`). */
export const SANDBOX_DEFAULT_BASE = 'http://127.0.0.1:4010';

/**
 * Reads the runtime configuration from the environment. With no `CHECKOUT_API_BASE` everything
 * points at the sandbox (`SANDBOX_URL`, default `http://127.0.0.1:4010`), its captcha, places and
 * feature-flag stand-ins included; with one, the optional services are on only when configured.
 * Error reports go to this server's own endpoint unless `ERROR_REPORT_URL` names another. A malformed
 * `REDIRECT_ORIGINS` throws (`readRedirectOrigins`), so the server does not start.
 */
export function readRuntimeConfig(env: NodeJS.ProcessEnv): RuntimeConfig {
  const configured = trimSlash(env.CHECKOUT_API_BASE);
  const sandbox = configured === undefined ? (trimSlash(env.SANDBOX_URL) ?? SANDBOX_DEFAULT_BASE) : undefined;
  const checkoutApiBase = configured ?? sandbox ?? SANDBOX_DEFAULT_BASE;
  return {
    checkoutApiBase,
    generalApiBase: trimSlash(env.GENERAL_API_BASE) ?? checkoutApiBase,
    utilsApiBase: trimSlash(env.UTILS_API_BASE) ?? checkoutApiBase,
    captchaSiteKey: text(env.CAPTCHA_SITE_KEY) ?? (sandbox ? 'sandbox-site-key' : null),
    captchaScriptUrl:
      text(env.CAPTCHA_SCRIPT_URL) ??
      (sandbox ? `${sandbox}/sandbox/sdk/recaptcha.js` : 'https://www.google.com/recaptcha/api.js'),
    captchaVersion: text(env.CAPTCHA_VERSION) ?? '2',
    mapsApiKey: text(env.MAPS_API_KEY) ?? (sandbox ? 'sandbox-maps-key' : null),
    mapsScriptUrl:
      text(env.MAPS_SCRIPT_URL) ??
      (sandbox ? `${sandbox}/sandbox/sdk/maps.js` : 'https://maps.googleapis.com/maps/api/js'),
    featureFlagsUrl: trimSlash(env.FEATURE_FLAGS_URL) ?? (sandbox ? `${sandbox}/unleash/api/frontend` : null),
    featureFlagsClientKey: text(env.FEATURE_FLAGS_CLIENT_KEY) ?? (sandbox ? 'sandbox-client-key' : null),
    errorReportUrl: trimSlash(env.ERROR_REPORT_URL) ?? ERROR_REPORT_PATH,
    sandboxOrigin: sandbox ? new URL(sandbox).origin : null,
    redirectOrigins: readRedirectOrigins(env),
    providers: readProviderDirectory(env, {
      sandbox: sandbox !== undefined,
      readFile: (path) => readFileSync(path, 'utf8'),
    }).global,
  };
}

function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function trimSlash(value: string | undefined): string | undefined {
  return text(value)?.replace(/\/+$/, '') || undefined;
}
