import { checkoutRoutes, checkoutRouteUrl } from '@checkout/api-client';
import { featureFlagsRequestHeaders, featureFlagsRequestUrl } from '../../src/early/earlyReads';
import { COUNTRY_SLOT, type EarlyReadsPlan } from '../../src/early/earlyReadsPlan';
import type { RuntimeConfig } from '../readRuntimeConfig';
import { routeFilesOf } from './pagePreloads';

const MERCHANT_LAYOUT = '$lang/$apiKey.tsx';
const CHECKOUT_PAGE = '$lang/$apiKey/$cartId/index.tsx';
const UPDATE_PAGE = '$lang/$apiKey_/';
const CONFIRMATION_PAGE = '$lang/$apiKey/$cartId/order-confirmation.tsx';
/** The order ids the confirmation route accepts (its search schema). */
const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** A page path's segments (`lang`, `apiKey`, `cartId`, …), each decoded; `null` for one that cannot be. */
export function pageSegments(path: string): (string | null)[] {
  return path.split('/').filter(Boolean).map(decode);
}

/**
 * The platform reads a page starts with, as the exact URLs the app's API client will call, for
 * `<link rel="preload" as="fetch">`: under the merchant layout and on the update pages its locale and
 * styling overrides, theme and payment options; on the checkout page also the cart and its shipping
 * countries. They
 * start while the JavaScript downloads instead of after it ran. Unsafe parameters preload nothing.
 */
export function dataPreloads(apiBase: string, path: string): string[] {
  const files = routeFilesOf(path);
  // The update pages sit outside the merchant layout but their loader reads the same four.
  if (!files.includes(MERCHANT_LAYOUT) && !files.at(-1)?.startsWith(UPDATE_PAGE)) return [];
  const [lang, apiKey, cartId] = pageSegments(path);
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

/**
 * The order the confirmation page reads by its `order_id` (after a provider's redirect back), as the
 * URL the app's API client will call; `null` on other pages and for an id the route refuses. The
 * server reads it for the page but never preloads it in the browser: a tab that paid has the
 * confirmation in its storage and reads nothing.
 */
export function confirmationOrderRead(apiBase: string, path: string, search: URLSearchParams): string | null {
  if (routeFilesOf(path).at(-1) !== CONFIRMATION_PAGE) return null;
  const orderId = search.get('order_id');
  const apiKey = pageSegments(path)[1];
  if (orderId === null || !ORDER_ID.test(orderId) || !apiKey) return null;
  try {
    return checkoutRouteUrl(apiBase, checkoutRoutes.getOrder, { api_key: apiKey, order_id: orderId });
  } catch {
    return null;
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
 * What the checkout page's early script reads (`startEarlyReads`): the preloaded cart and payment
 * options, the feature flags (their read carries the client key in a header, which no
 * `<link rel="preload">` can send), then the delivery dates and shipping methods the merchant's
 * settings show. `null` on other pages and for unsafe parameters.
 */
export function earlyReadsPlan(config: RuntimeConfig, path: string, pageUrl: string): EarlyReadsPlan | null {
  if (routeFilesOf(path).at(-1) !== CHECKOUT_PAGE) return null;
  const [lang, apiKey, cartId] = pageSegments(path);
  if (!lang || !apiKey || !cartId) return null;
  const base = config.checkoutApiBase;
  const cart = { api_key: apiKey, cart_id: cartId };
  try {
    return {
      lang,
      scope: { apiKey, cartId },
      cart: checkoutRouteUrl(base, checkoutRoutes.getCart, cart),
      paymentOptions: checkoutRouteUrl(base, checkoutRoutes.getPaymentOptions, { api_key: apiKey, locale: lang }),
      flags: config.featureFlagsUrl
        ? {
            url: featureFlagsRequestUrl(config.featureFlagsUrl, apiKey, pageUrl),
            headers: featureFlagsRequestHeaders(config.featureFlagsClientKey),
          }
        : null,
      deliveryDates: checkoutRouteUrl(base, checkoutRoutes.getDeliveryDates, { api_key: apiKey, order_id: cartId }),
      shippingMethods: checkoutRouteUrl(base, checkoutRoutes.getShippingMethodsForCountry, {
        ...cart,
        country: COUNTRY_SLOT,
      }),
    };
  } catch {
    return null;
  }
}

/**
 * The inline script of the checkout page: the early script's bundle (`dist-server/early-reads.global.js`)
 * called with `plan`. `<` is escaped, so nothing in the plan can close the script.
 */
export function earlyReadsScript(bundle: string | null, plan: EarlyReadsPlan | null): string | null {
  // A bundle that could end the script early is never inlined (esbuild escapes it in strings).
  if (bundle === null || plan === null || /<\/script/i.test(bundle)) return null;
  return `${bundle}\ncheckoutEarly.startEarlyReads(${JSON.stringify(plan).replace(/</g, '\\u003c')})`;
}

/** Adds an inline `<script>` to the head (the server's nonce goes onto it with the others). */
export function addInlineScript(html: string, script: string | null): string {
  return script === null ? html : html.replace(/<\/head>/i, `<script>${script}</script></head>`);
}
