import { toUpdateLinkQuery } from './toUpdateLinkQuery';
import type { UpdateLink } from './UpdateLink';

/** The update page of the same link (a fresh load, so an attempt starts over). */
export function updatePageHref(lang: string, link: UpdateLink): string {
  return `/${encodeURIComponent(lang)}/${encodeURIComponent(link.apiKey)}/update-payment-method?${new URLSearchParams(toUpdateLinkQuery(link))}`;
}
