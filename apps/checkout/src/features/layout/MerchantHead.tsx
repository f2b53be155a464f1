import type { Styling } from '@checkout/api-client';
import { useEffect } from 'react';
import { pushGtmEvent } from '../../app/pushGtmEvent';
import type { MerchantAssetApproval } from '../../runtimeConfig';
import { approveMerchantAsset } from './approveMerchantAsset';

/** Props of {@link MerchantHead}. */
export interface MerchantHeadProps {
  readonly styling: Styling | null;
  /** What this page may load of the merchant's scripts and links (embedded by the server). Defaults to `null` (nothing). */
  readonly approval?: MerchantAssetApproval | null;
  /** The merchant of the page; an approval for another merchant approves nothing. Defaults to `null`. */
  readonly apiKey?: string | null;
  /** In sandbox mode nothing leaves the machine: GTM's script is not loaded (events still go to `dataLayer`). Defaults to `false`. */
  readonly sandboxMode?: boolean;
  /**
   * Whether this page runs the merchant's Google Tag Manager: the checkout page and the order
   * confirmation only (routes with `staticData.tagManager`; the server's policy lists it on the same pages).
   * Defaults to `false`.
   */
  readonly tagManager?: boolean;
}

const GTM_ID = /^GTM-[A-Z0-9]{1,12}$/;

/** Script types that run as classic or module scripts; anything else (import maps, speculation rules) is dropped. */
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** Link relations a merchant may add: stylesheets, icons and connection hints; nothing that loads code. */
const LINK_RELS = new Set(['stylesheet', 'icon', 'preconnect', 'dns-prefetch']);

/**
 * Adds the merchant's `links.global` and `scripts.global` to the document head, each only when
 * {@link approveMerchantAsset} approves it (a file pinned by exact URL, added with its `integrity`),
 * and Google Tag Manager for `gtm_id` on the pages that run it. The page's policy trusts what the app
 * adds ('strict-dynamic'), so these checks are what keeps other scripts out.
 */
export function MerchantHead({
  styling,
  approval = null,
  apiKey = null,
  sandboxMode = false,
  tagManager = false,
}: MerchantHeadProps) {
  useEffect(() => {
    if (!styling) return undefined;
    const added: HTMLElement[] = [];
    for (const link of styling.links?.global ?? []) {
      const asset = approveMerchantAsset(link.href, approval, apiKey);
      const rel = (link.rel ?? 'stylesheet').trim().toLowerCase();
      if (!asset || !LINK_RELS.has(rel)) continue;
      const element = document.createElement('link');
      element.rel = rel;
      if (link.type) element.type = link.type;
      element.setAttribute('integrity', asset.integrity);
      element.setAttribute('crossorigin', 'anonymous');
      element.referrerPolicy = 'no-referrer';
      element.href = asset.url;
      element.dataset.merchant = 'true';
      added.push(element);
    }
    for (const script of styling.scripts?.global ?? []) {
      const asset = approveMerchantAsset(script.src, approval, apiKey);
      const type = (script.type ?? '').trim().toLowerCase();
      if (!asset || !SCRIPT_TYPES.has(type)) continue;
      const element = document.createElement('script');
      if (type) element.type = type;
      if (script.id) element.id = script.id;
      if (script['data-settings-id']) element.dataset.settingsId = script['data-settings-id'];
      element.setAttribute('integrity', asset.integrity);
      element.setAttribute('crossorigin', 'anonymous');
      element.referrerPolicy = 'no-referrer';
      element.async = script.async ?? true;
      element.src = asset.url;
      element.dataset.merchant = 'true';
      added.push(element);
    }
    const gtmId = styling.gtm_id?.trim().toUpperCase();
    if (tagManager && gtmId && GTM_ID.test(gtmId)) {
      pushGtmEvent({ 'gtm.start': Date.now(), event: 'gtm.js' });
      if (!sandboxMode) {
        const element = document.createElement('script');
        element.async = true;
        element.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
        element.dataset.merchant = 'true';
        added.push(element);
      }
    }
    for (const element of added) document.head.appendChild(element);
    return () => {
      for (const element of added) element.remove();
    };
  }, [styling, approval, apiKey, sandboxMode, tagManager]);
  return null;
}
