/** Configuration the production server hands the browser at run time (`/config.json`). */
export interface RuntimeConfig {
  /** Base of `/api/{api_key}/...` calls. */
  checkoutApiBase: string;
  /** Base of `/api/system/...` calls. */
  generalApiBase: string;
  /** Base of `/utils/...` calls. */
  utilsApiBase: string;
}

/** Reads `/config.json` from the server the page came from. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The runtime configuration could not be loaded (${response.status}).`);
  return (await response.json()) as RuntimeConfig;
}
