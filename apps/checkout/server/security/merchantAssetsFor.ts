import type { RuntimeConfig } from '../readRuntimeConfig';
import type { PageKind } from './classifyPage';
import type { MerchantAssetApproval, MerchantScriptLists } from './MerchantAssetApproval';

/**
 * What a page may load of a merchant's `scripts.global` and `links.global`: on the merchant's
 * checkout pages, its approved hosts and pinned files (and, against the sandbox, the sandbox's
 * origin, so the demo merchant scripts run); on the update page and every other page, nothing.
 */
export function merchantAssetsFor(
  page: PageKind,
  apiKey: string | null,
  config: RuntimeConfig,
  options: MerchantScriptLists,
): MerchantAssetApproval | null {
  if (apiKey === null || (page !== 'payment' && page !== 'checkout')) return null;
  const hosts = Object.hasOwn(options.merchantScriptHosts, apiKey) ? (options.merchantScriptHosts[apiKey] ?? []) : [];
  const files = Object.hasOwn(options.merchantScriptFiles, apiKey) ? (options.merchantScriptFiles[apiKey] ?? []) : [];
  return {
    apiKey,
    hosts: [...new Set([...hosts, ...(config.sandboxOrigin ? [config.sandboxOrigin] : [])])],
    files,
  };
}
