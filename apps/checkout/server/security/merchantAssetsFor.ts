import type { PageKind } from '../../src/app/pageFacts';
import type { MerchantAssetApproval, MerchantScriptLists } from './MerchantAssetApproval';

/**
 * What a page may load of a merchant's `scripts.global` and `links.global`: on the merchant's
 * checkout pages, its pinned files (exact URL and sha384), or the default files when it has no entry
 * of its own; on the update pages and every other page, nothing. No origin is ever approved as a whole.
 */
export function merchantAssetsFor(
  page: PageKind,
  apiKey: string | null,
  options: MerchantScriptLists,
): MerchantAssetApproval | null {
  if (apiKey === null || (page !== 'payment' && page !== 'checkout')) return null;
  const own = Object.hasOwn(options.merchantScriptFiles, apiKey) ? options.merchantScriptFiles[apiKey] : undefined;
  return { apiKey, files: own ?? options.defaultMerchantFiles };
}
