import type { PageFacts } from '../src/app/pageFacts';
import type { ProviderDirectory } from './providers/readProviderDirectory';
import type { RuntimeConfig } from './readRuntimeConfig';
import type { SecurityOptions } from './security/buildSecurityHeaders';
import { merchantAssetsFor } from './security/merchantAssetsFor';

/** The page a runtime configuration is embedded into. */
export interface ConfigPage {
  /** The page, as its routes describe it (`describePage`). */
  readonly page: PageFacts;
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
  const { apiKey, kind } = page.page;
  const assets = merchantAssetsFor(kind, apiKey, page.security);
  return {
    ...config,
    providers: page.providers?.forMerchant(apiKey) ?? config.providers,
    ...(assets && assets.files.length > 0 ? { merchantAssets: assets } : {}),
  };
}
