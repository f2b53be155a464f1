import { addJsonBlock } from './addJsonBlock';
import type { ProviderDirectory } from './providers/readProviderDirectory';
import type { RuntimeConfig } from './readRuntimeConfig';
import type { SecurityOptions } from './security/buildSecurityHeaders';
import { apiKeyOfPage, classifyPage } from './security/classifyPage';
import { merchantAssetsFor } from './security/merchantAssetsFor';

/**
 * Embeds the runtime configuration in the HTML shell as a JSON block (`#checkout-config`), so the
 * app renders without first asking `/config.json`. Given the page, it adds `merchantAssets`: what
 * this page may load of its merchant's scripts and links (its pinned files), absent
 * when nothing is approved; and its merchant's public provider values (`providers`, ADR 0012).
 * The JSON cannot close the block: `<` is escaped.
 */
export function embedConfig(
  html: string,
  config: RuntimeConfig,
  page?: { readonly path: string; readonly security: SecurityOptions; readonly providers?: ProviderDirectory },
): string {
  if (!page) return addJsonBlock(html, 'checkout-config', config);
  const apiKey = apiKeyOfPage(page.path);
  const assets = merchantAssetsFor(classifyPage(page.path), apiKey, page.security);
  const embedded = {
    ...config,
    providers: page.providers?.forMerchant(apiKey) ?? config.providers,
    ...(assets && assets.files.length > 0 ? { merchantAssets: assets } : {}),
  };
  return addJsonBlock(html, 'checkout-config', embedded);
}
