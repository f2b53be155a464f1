import { isSandboxDown } from './isSandboxDown';
import { patiently } from './patiently';
import { providerRequest } from './providerRequest';
import type { ShopperContext } from './ShopperContext';

/** How a hosted page's answer ended: back to the return URL, or the page no longer waiting for one. */
export type HostedAnswer = { readonly kind: 'returned'; readonly location: string } | { readonly kind: 'settled' };

const FORM_ACTION = /<form[^>]*\baction="([^"]*)"/i;

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/**
 * Opens a hosted provider page (3-D Secure challenge, Mollie checkout, PayPal approval, bank
 * transfer) and presses the button whose `outcome` is `outcome`, as the shopper's browser would
 * submit the page's form. A page that answers 409 (already answered: an earlier press whose answer
 * a kill lost) or 404 (no longer pending: given up or settled) is `settled`.
 */
export async function answerHostedPage(ctx: ShopperContext, url: string, outcome: string): Promise<HostedAnswer> {
  const page = await patiently(
    ctx,
    `open ${url}`,
    () => providerRequest(ctx, url, { accept: (s) => s < 500 }),
    isSandboxDown,
  );
  if (page.status === 404 || page.status === 409) return { kind: 'settled' };
  const action = FORM_ACTION.exec(page.text)?.[1];
  const target = new URL(action === undefined ? url : decodeEntities(action), url).href;
  if (!page.text.includes(`value="${outcome}"`)) throw new Error(`The page ${url} offers no "${outcome}" outcome.`);
  const answer = await patiently(
    ctx,
    `answer ${target}`,
    () => providerRequest(ctx, target, { method: 'POST', form: { outcome }, accept: (s) => s < 500 }),
    isSandboxDown,
  );
  if (answer.location !== null && answer.status >= 300 && answer.status < 400)
    return { kind: 'returned', location: answer.location };
  return { kind: 'settled' };
}
