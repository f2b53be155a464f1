/**
 * Query keys of every cached read, nested so that invalidating a prefix reaches everything under
 * it: `checkoutKeys.cart(apiKey, cartId)` also covers that cart's shipping, stock and provider
 * data; `checkoutKeys.merchant(apiKey)` covers all of a merchant's data.
 */
export const checkoutKeys = {
  /** Every checkout query. */
  all: () => ['checkout'] as const,
  /** Everything of one merchant. */
  merchant: (apiKey: string) => ['checkout', apiKey] as const,
  /** One cart and everything read for it. */
  cart: (apiKey: string, cartId: string) => ['checkout', apiKey, 'cart', cartId] as const,
  /** A cart's stock check. */
  stock: (apiKey: string, cartId: string) => [...checkoutKeys.cart(apiKey, cartId), 'stock'] as const,
  /** A cart's shipping countries. */
  shippingCountries: (apiKey: string, cartId: string) =>
    [...checkoutKeys.cart(apiKey, cartId), 'shipping-countries'] as const,
  /** A cart's shipping methods, for one country when `alpha2` is given. */
  shippingMethods: (apiKey: string, cartId: string, alpha2?: string) =>
    alpha2 === undefined
      ? ([...checkoutKeys.cart(apiKey, cartId), 'shipping-methods'] as const)
      : ([...checkoutKeys.cart(apiKey, cartId), 'shipping-methods', alpha2] as const),
  /** A cart's Stripe data. */
  stripeData: (apiKey: string, cartId: string) => [...checkoutKeys.cart(apiKey, cartId), 'psp', 'stripe'] as const,
  /** A cart's Stripe publishable key. */
  stripeKey: (apiKey: string, cartId: string) =>
    [...checkoutKeys.cart(apiKey, cartId), 'psp', 'stripe', 'key'] as const,
  /** A cart's Braintree data. */
  braintreeData: (apiKey: string, cartId: string) =>
    [...checkoutKeys.cart(apiKey, cartId), 'psp', 'braintree'] as const,
  /** A cart's PayPal data. */
  paypalData: (apiKey: string, cartId: string) => [...checkoutKeys.cart(apiKey, cartId), 'psp', 'paypal'] as const,
  /** One order (confirmation). */
  order: (apiKey: string, orderId: string) => ['checkout', apiKey, 'order', orderId] as const,
  /** An order's delivery availability. */
  deliveryDates: (apiKey: string, orderId: string) =>
    [...checkoutKeys.order(apiKey, orderId), 'delivery-dates'] as const,
  /** The merchant's translation override. */
  locale: (apiKey: string) => ['checkout', apiKey, 'locale'] as const,
  /** The merchant's styling override. */
  styling: (apiKey: string) => ['checkout', apiKey, 'styling'] as const,
  /** The merchant's theme, fetched once per api key (spec §4). */
  theme: (apiKey: string) => ['checkout', apiKey, 'theme'] as const,
  /** The merchant's currency. */
  currency: (apiKey: string) => ['checkout', apiKey, 'currency'] as const,
  /** The merchant's payment options for a locale. */
  paymentOptions: (apiKey: string, locale: string) => ['checkout', apiKey, 'payment-options', locale] as const,
  /** A Stripe setup intent of the update flow. */
  setupIntents: (apiKey: string) => ['checkout', apiKey, 'setup-intents'] as const,
  /** A Braintree client token of the update flow. */
  braintreeClientToken: (apiKey: string) => ['checkout', apiKey, 'psp', 'braintree'] as const,
};
