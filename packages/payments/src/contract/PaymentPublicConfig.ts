/** Adyen Web's `environment`: test, or live with its region. */
export type AdyenEnvironment = 'test' | 'live' | 'live-us' | 'live-au' | 'live-apse' | 'live-in' | 'live-nea';

/**
 * Public provider values the platform does not send, from the host's configuration (client keys,
 * publishable keys, client ids; never secrets). Platform data wins where both exist: PayPal's
 * `paypal_client_id`, Stripe's cart-bound key. A `null` or absent provider is not configured.
 */
export interface PaymentPublicConfig {
  /** Adyen has no platform call for its client key. */
  readonly adyen?: { readonly clientKey: string; readonly environment: AdyenEnvironment } | null;
  /** For flows without a cart (payment-method updates). */
  readonly stripe?: { readonly publishableKey: string } | null;
  /** For carts whose PayPal data has no client id. */
  readonly paypal?: { readonly clientId: string } | null;
}
