import type { ProviderDirectory } from './providers/readProviderDirectory';
import type { RuntimeConfig } from './readRuntimeConfig';
import type { SecurityOptions } from './security/buildSecurityHeaders';
import { apiKeyOfPage, classifyPage } from './security/classifyPage';
import { merchantAssetsFor } from './security/merchantAssetsFor';

/** The page a runtime configuration is embedded into. */
export interface ConfigPage {
  readonly path: string;
  readonly security: SecurityOptions;
  readonly providers?: ProviderDirectory;
}

/**
 * The runtime configuration as one page gets it: with `merchantAssets`, what this page may load of
 * its merchant's scripts and links (its pinned files), absent when nothing is approved; and its
 * merchant's public provider values (`providers`, ADR 0012). The server's render and the browser
 * use the same object.
 */
export function pageConfig(config: RuntimeConfig, page: ConfigPage): RuntimeConfig & Record<string, unknown> {
  const apiKey = apiKeyOfPage(page.path);
  const assets = merchantAssetsFor(classifyPage(page.path), apiKey, page.security);
  return {
    ...config,
    providers: page.providers?.forMerchant(apiKey) ?? config.providers,
    ...(assets && assets.files.length > 0 ? { merchantAssets: assets } : {}),
  };
}
