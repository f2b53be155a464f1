import { checkoutRoutes, checkoutRouteUrl } from '@checkout/api-client';
import { earlyFlagsReadScript, featureFlagsRequestUrl } from '../../src/app/earlyFlagsRead';
import type { RuntimeConfig } from '../readRuntimeConfig';
import { routeFilesOf } from './pagePreloads';

const MERCHANT_LAYOUT = '$lang/$apiKey.tsx';
const CHECKOUT_PAGE = '$lang/$apiKey/$cartId/index.tsx';

function decode(segment: string | undefined): string | null {
  if (segment === undefined) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The platform reads a page starts with, as the exact URLs the app's API client will call, for
 * `<link rel="preload" as="fetch">`: under the merchant layout its locale and styling overrides,
 * theme and payment options; on the checkout page also the cart and its shipping countries. They
 * start while the JavaScript downloads instead of after it ran. Unsafe parameters preload nothing.
 */
export function dataPreloads(apiBase: string, path: string): string[] {
  const files = routeFilesOf(path);
  if (!files.includes(MERCHANT_LAYOUT)) return [];
  const [lang, apiKey, cartId] = path.split('/').filter(Boolean).map(decode);
  const merchant = { api_key: apiKey, locale: lang };
  const cart = { api_key: apiKey, cart_id: cartId };
  try {
    const urls = [
      checkoutRouteUrl(apiBase, checkoutRoutes.getLocale, merchant),
      checkoutRouteUrl(apiBase, checkoutRoutes.getStyling, merchant),
      checkoutRouteUrl(apiBase, checkoutRoutes.getTheme, merchant),
      checkoutRouteUrl(apiBase, checkoutRoutes.getPaymentOptions, merchant),
    ];
    if (files.at(-1) === CHECKOUT_PAGE) {
      urls.push(
        checkoutRouteUrl(apiBase, checkoutRoutes.getCart, cart),
        checkoutRouteUrl(apiBase, checkoutRoutes.getShippingCountries, cart),
      );
    }
    return urls;
  } catch {
    return [];
  }
}

/** Adds one `<link rel="preload" as="fetch" crossorigin>` per URL to the head (attribute-escaped). */
export function addFetchPreloads(html: string, urls: readonly string[]): string {
  if (urls.length === 0) return html;
  const attribute = (url: string) => url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const links = urls.map((url) => `<link rel="preload" as="fetch" crossorigin href="${attribute(url)}">`).join('');
  return html.replace(/<\/head>/i, `${links}</head>`);
}

/**
 * The inline script that starts the checkout page's feature-flag read while the scripts download:
 * the read carries the client key in a header, which no `<link rel="preload">` can send. The app
 * takes its answer (`takeEarlyFlagsRead`). `null` on other pages and without a flag service.
 */
export function earlyFlagsRead(config: RuntimeConfig, path: string, pageUrl: string): string | null {
  if (!config.featureFlagsUrl || routeFilesOf(path).at(-1) !== CHECKOUT_PAGE) return null;
  const apiKey = decode(path.split('/').filter(Boolean)[1]);
  if (!apiKey) return null;
  try {
    return earlyFlagsReadScript(
      featureFlagsRequestUrl(config.featureFlagsUrl, apiKey, pageUrl),
      config.featureFlagsClientKey,
    );
  } catch {
    return null;
  }
}

/** Adds an inline `<script>` to the head (the server's nonce goes onto it with the others). */
export function addInlineScript(html: string, script: string | null): string {
  return script === null ? html : html.replace(/<\/head>/i, `<script>${script}</script></head>`);
}
