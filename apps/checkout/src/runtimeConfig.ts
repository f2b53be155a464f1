import * as v from 'valibot';
import { ProviderPublicConfigSchema } from './ProviderPublicConfigSchema';

const optionalText = v.optional(v.nullable(v.string()), null);

/** What the page may load of its merchant's scripts and links: files pinned by exact URL, with their integrity. */
export const MerchantAssetApprovalSchema = v.object({
  apiKey: v.string(),
  files: v.array(v.object({ src: v.string(), integrity: v.string() })),
});

/** The merchant's pinned files for the current page; `null` approves nothing. */
export type MerchantAssetApproval = v.InferOutput<typeof MerchantAssetApprovalSchema>;

/** Schema of `/config.json`; fields the server does not send yet fall back to `null` (feature off). */
export const RuntimeConfigSchema = v.object({
  checkoutApiBase: v.string(),
  generalApiBase: v.optional(v.string()),
  utilsApiBase: v.optional(v.string()),
  captchaSiteKey: optionalText,
  captchaScriptUrl: optionalText,
  captchaVersion: optionalText,
  mapsApiKey: optionalText,
  mapsScriptUrl: optionalText,
  featureFlagsUrl: optionalText,
  featureFlagsClientKey: optionalText,
  errorReportUrl: optionalText,
  /** Origin of the local sandbox (its hosted test pages may be redirect targets); `null` against a real platform. */
  sandboxOrigin: optionalText,
  /** Exact https origins the operator added to the redirect allowlist (`REDIRECT_ORIGINS`); absent or malformed adds none. */
  redirectOrigins: v.optional(v.fallback(v.array(v.string()), []), []),
  /** Embedded per page by the production server for the page's merchant; `/config.json` has the global values. */
  providers: v.optional(v.fallback(ProviderPublicConfigSchema, { adyen: null, stripe: null, paypal: null }), {
    adyen: null,
    stripe: null,
    paypal: null,
  }),
  /** Embedded per page by the production server; absent or malformed approves nothing (as in `/config.json`). */
  merchantAssets: v.optional(v.fallback(v.nullable(MerchantAssetApprovalSchema), null), null),
});

/** Configuration the production server hands the browser at run time (`/config.json`). */
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;

/** Id of the JSON block in which the production server embeds the configuration into the page. */
export const EMBEDDED_CONFIG_ID = 'checkout-config';

/**
 * Reads the runtime configuration: from the JSON block the production server embeds in the page
 * (no extra round trip before the first render), else from `/config.json` (`vite dev`, tests).
 * Missing optional fields become `null`.
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  doc: Document | undefined = globalThis.document,
): Promise<RuntimeConfig> {
  const embedded = doc?.getElementById(EMBEDDED_CONFIG_ID)?.textContent;
  if (embedded) {
    try {
      const parsed = v.safeParse(RuntimeConfigSchema, JSON.parse(embedded));
      if (parsed.success) return parsed.output;
    } catch {
      // A broken block: ask the server instead.
    }
  }
  const response = await fetchImpl('/config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The runtime configuration could not be loaded (${response.status}).`);
  return v.parse(RuntimeConfigSchema, await response.json());
}
