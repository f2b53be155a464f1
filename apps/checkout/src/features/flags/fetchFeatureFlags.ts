/** Where the Unleash-compatible frontend API is and how to authenticate. */
export interface FeatureFlagSource {
  url: string | null;
  clientKey: string | null;
}

/** The merchant's read of the frontend API: the app's name and the api key in its context, relative URLs against `base`. */
function featureFlagsRequestUrl(serviceUrl: string, apiKey: string, base?: string): string {
  const url = new URL(serviceUrl, base);
  url.searchParams.set('appName', 'checkout');
  url.searchParams.set('properties[apiKey]', apiKey);
  return url.toString();
}

/** The flags of an Unleash frontend answer (`{ toggles: [{ name, enabled }] }`) by name; throws on any other shape. */
function togglesOf(body: unknown): Record<string, boolean> {
  const toggles = (body as { toggles?: unknown } | null)?.toggles;
  if (!Array.isArray(toggles)) throw new TypeError('The feature-flag service answered without toggles.');
  const flags: Record<string, boolean> = {};
  for (const toggle of toggles as unknown[]) {
    const { name, enabled } = (toggle ?? {}) as { name?: unknown; enabled?: unknown };
    if (typeof name !== 'string' || typeof enabled !== 'boolean')
      throw new TypeError('The feature-flag service answered a toggle without a name or state.');
    flags[name] = enabled;
  }
  return flags;
}

/**
 * Asks the Unleash-compatible frontend API for the merchant's toggles, with the api key in the
 * context; resolves to flags by name. Without a configured service it resolves to `{}`, so every
 * setting keeps its platform value or default.
 */
export async function fetchFeatureFlags(
  source: FeatureFlagSource,
  apiKey: string,
  options: { signal?: AbortSignal; fetch?: typeof fetch } = {},
): Promise<Record<string, boolean>> {
  if (!source.url) return {};
  const url = featureFlagsRequestUrl(source.url, apiKey, globalThis.location?.href);
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const headers = { accept: 'application/json', authorization: source.clientKey ?? '' };
  const response = await send(url, { headers, signal: options.signal });
  if (!response.ok) throw new Error(`The feature-flag service answered ${response.status}.`);
  return togglesOf(await response.json());
}
