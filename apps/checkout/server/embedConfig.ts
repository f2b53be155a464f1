import { addJsonBlock } from './addJsonBlock';
import type { RuntimeConfig } from './readRuntimeConfig';
import type { SecurityOptions } from './security/buildSecurityHeaders';
import { apiKeyOfPage, classifyPage } from './security/classifyPage';
import { merchantAssetsFor } from './security/merchantAssetsFor';

/**
 * Embeds the runtime configuration in the HTML shell as a JSON block (`#checkout-config`), so the
 * app renders without first asking `/config.json`. Given the page, it adds `merchantAssets`: what
 * this page may load of its merchant's scripts and links (its pinned files), absent
 * when nothing is approved. The JSON cannot close the block: `<` is escaped.
 */
export function embedConfig(
  html: string,
  config: RuntimeConfig,
  page?: { readonly path: string; readonly security: SecurityOptions },
): string {
  const assets = page ? merchantAssetsFor(classifyPage(page.path), apiKeyOfPage(page.path), page.security) : null;
  const embedded = assets && assets.files.length > 0 ? { ...config, merchantAssets: assets } : config;
  return addJsonBlock(html, 'checkout-config', embedded);
}
