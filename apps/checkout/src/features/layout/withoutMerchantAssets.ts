import type { Styling } from '@checkout/api-client';

/**
 * The merchant's styling without what would load third-party code or requests on an update page
 * (`scripts.global`, `links.global`, `gtm_id`): colours, font and heading transform stay.
 */
export function withoutMerchantAssets(styling: Styling | null): Styling | null {
  if (styling === null) return null;
  const { scripts: _scripts, links: _links, gtm_id: _gtm, ...rest } = styling;
  return rest;
}
