import type { MerchantAssetApproval } from '../../runtimeConfig';

/** A merchant script or link the page may add: its URL and the integrity it must be loaded with. */
export interface ApprovedMerchantAsset {
  readonly url: string;
  /** The Subresource Integrity value to set (`sha384-…`): a changed file does not load. */
  readonly integrity: string;
}

/** Loopback hosts: `http:` there is a potentially trustworthy origin (the sandbox on this machine). */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Decides whether a merchant `scripts.global` src or `links.global` href may be added to the page:
 * only an absolute `https:` URL (or `http:` on loopback, the sandbox) without credentials that is
 * exactly, query included, a file pinned for this merchant, and then with the pinned integrity. No
 * origin is approved as a whole. With no approval for this merchant (update page, other pages,
 * `/config.json`, another merchant's page) nothing is.
 */
export function approveMerchantAsset(
  value: unknown,
  approval: MerchantAssetApproval | null,
  apiKey: string | null,
): ApprovedMerchantAsset | null {
  if (typeof value !== 'string' || approval === null || apiKey === null || approval.apiKey !== apiKey) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const trustworthy = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  if (!trustworthy || url.username !== '' || url.password !== '') return null;
  const pinned = approval.files.find((file) => {
    try {
      return new URL(file.src).href === url.href;
    } catch {
      return false;
    }
  });
  return pinned ? { url: url.href, integrity: pinned.integrity } : null;
}
