import { featureFlagsRequestHeaders, featureFlagsRequestUrl, togglesOf, withEarlyReads } from '../early/earlyReads';

/** How often the flag service is asked again (spec §7, §9). */
export const FEATURE_FLAG_REFRESH_MS = 300_000;

/** Where the Unleash-compatible frontend API is and how to authenticate. */
export interface FeatureFlagSource {
  url: string | null;
  clientKey: string | null;
}

/**
 * Asks the Unleash-compatible frontend API for the merchant's toggles, with the api key in the
 * context (taking the answer of the read the checkout page's HTML started, when there is one);
 * resolves to flags by name. Without a configured service it resolves to `{}`, so every
 * setting keeps its platform value or default.
 */
export async function fetchFeatureFlags(
  source: FeatureFlagSource,
  apiKey: string,
  options: { signal?: AbortSignal; fetch?: typeof fetch } = {},
): Promise<Record<string, boolean>> {
  if (!source.url) return {};
  const url = featureFlagsRequestUrl(source.url, apiKey, globalThis.location?.href);
  // The page's HTML may have started this read while the scripts downloaded; if it failed, read again.
  const send = withEarlyReads(options.fetch ?? ((input, init) => globalThis.fetch(input, init)));
  const response = await send(url, { headers: featureFlagsRequestHeaders(source.clientKey), signal: options.signal });
  if (!response.ok) throw new Error(`The feature-flag service answered ${response.status}.`);
  return togglesOf(await response.json());
}
