import * as v from 'valibot';

const optionalText = v.optional(v.nullable(v.string()), null);

/** Schema of `/config.json`; fields the server does not send yet fall back to `null` (feature off). */
export const RuntimeConfigSchema = v.object({
  checkoutApiBase: v.string(),
  generalApiBase: v.optional(v.string()),
  utilsApiBase: v.optional(v.string()),
  captchaSiteKey: optionalText,
  captchaScriptUrl: optionalText,
  captchaVersion: optionalText,
  mapsApiKey: optionalText,
  placesApiBase: optionalText,
  featureFlagsUrl: optionalText,
  featureFlagsClientKey: optionalText,
  errorReportUrl: optionalText,
});

/** Configuration the production server hands the browser at run time (`/config.json`). */
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;

/** Reads `/config.json` from the server the page came from and fills missing optional fields with `null`. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The runtime configuration could not be loaded (${response.status}).`);
  return v.parse(RuntimeConfigSchema, await response.json());
}
