/** Where the shipping country goes in {@link EarlyReadsPlan.shippingMethods}. */
export const COUNTRY_SLOT = '__country__';

/**
 * What the checkout page's early script (`startEarlyReads`) reads, as the exact URLs the app's API
 * client will call: the server builds them with the client's `checkoutRouteUrl`.
 */
export interface EarlyReadsPlan {
  readonly lang: string;
  readonly scope: { readonly apiKey: string; readonly cartId: string };
  /** The cart and the payment options: the server preloads them, the script takes the preloaded answers. */
  readonly cart: string;
  readonly paymentOptions: string;
  /** The feature-flag read, which carries the client key in a header; `null` without a flag service. */
  readonly flags: { readonly url: string; readonly headers: Readonly<Record<string, string>> } | null;
  readonly deliveryDates: string;
  /** The shipping methods of one country, with {@link COUNTRY_SLOT} in place of the country. */
  readonly shippingMethods: string;
}
