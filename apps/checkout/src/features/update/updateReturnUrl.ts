import type { PaymentAdapterId, PaymentReturnRoute } from '@checkout/payments';
import { toUpdateLinkQuery } from './toUpdateLinkQuery';
import type { UpdateLink } from './UpdateLink';

/**
 * The absolute return URL handed to the payment provider: `/{lang}/{api_key}/{route}` with the
 * link's parameters (the return must repeat or check the update with them, and go on to
 * updated-successfully) and the adapter id. The only place the parameters leave the page.
 */
export function updateReturnUrl(
  origin: string,
  lang: string,
  link: UpdateLink,
  route: PaymentReturnRoute,
  adapterId: PaymentAdapterId,
): string {
  const url = new URL(`/${encodeURIComponent(lang)}/${encodeURIComponent(link.apiKey)}/${route}`, origin);
  for (const [name, value] of Object.entries(toUpdateLinkQuery(link))) url.searchParams.set(name, value);
  url.searchParams.set('adapter', adapterId);
  return url.href;
}
