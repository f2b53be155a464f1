import type { Styling } from '@checkout/api-client';
import { useEffect } from 'react';
import { isSafeMerchantUrl } from '../../app/isSafeMerchantUrl';
import { pushGtmEvent } from '../../app/pushGtmEvent';

/** Props of {@link MerchantHead}. */
export interface MerchantHeadProps {
  readonly styling: Styling | null;
  /** In sandbox mode nothing leaves the machine: GTM's script is not loaded (events still go to `dataLayer`). Defaults to `false`. */
  readonly sandboxMode?: boolean;
}

const GTM_ID = /^GTM-[A-Z0-9]{1,12}$/;

/**
 * Adds the merchant's `links.global` and `scripts.global` to the document head, https URLs only
 * (until the security issue replaces this with its policy), and Google Tag Manager for `gtm_id`.
 */
export function MerchantHead({ styling, sandboxMode = false }: MerchantHeadProps) {
  useEffect(() => {
    if (!styling) return undefined;
    const added: HTMLElement[] = [];
    for (const link of styling.links?.global ?? []) {
      if (!isSafeMerchantUrl(link.href)) continue;
      const element = document.createElement('link');
      element.href = link.href;
      element.rel = link.rel ?? 'stylesheet';
      if (link.type) element.type = link.type;
      element.dataset.merchant = 'true';
      added.push(element);
    }
    for (const script of styling.scripts?.global ?? []) {
      if (!isSafeMerchantUrl(script.src)) continue;
      const element = document.createElement('script');
      element.src = script.src;
      if (script.type) element.type = script.type;
      if (script.id) element.id = script.id;
      if (script['data-settings-id']) element.dataset.settingsId = script['data-settings-id'];
      element.async = script.async ?? true;
      element.dataset.merchant = 'true';
      added.push(element);
    }
    const gtmId = styling.gtm_id?.trim().toUpperCase();
    if (gtmId && GTM_ID.test(gtmId)) {
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
  }, [styling, sandboxMode]);
  return null;
}
