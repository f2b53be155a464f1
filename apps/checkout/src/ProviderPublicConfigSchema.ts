import * as v from 'valibot';

/** Adyen's environments (Adyen Web's `environment`): test, and live with its regions. */
export const ADYEN_ENVIRONMENTS = ['test', 'live', 'live-us', 'live-au', 'live-apse', 'live-in', 'live-nea'] as const;

/**
 * Public provider values for the current merchant, for what the platform does not send (ADR 0012):
 * the platform's own data wins, then the merchant's runtime configuration, then the global one.
 * Public values only: client keys, publishable keys, client ids.
 */
export const ProviderPublicConfigSchema = v.object({
  /** Adyen has no platform call for its client key: only configuration supplies it. */
  adyen: v.optional(
    v.fallback(v.nullable(v.object({ clientKey: v.string(), environment: v.picklist(ADYEN_ENVIRONMENTS) })), null),
    null,
  ),
  /** For flows without a cart (payment-method updates), where `GET /psp/stripe/cart/{cart_id}/key` cannot be called. */
  stripe: v.optional(v.fallback(v.nullable(v.object({ publishableKey: v.string() })), null), null),
  /** For carts whose `GET /cart/{cart_id}/psp/paypal` sends no `paypal_client_id`. */
  paypal: v.optional(v.fallback(v.nullable(v.object({ clientId: v.string() })), null), null),
});

/** Public provider values for the current merchant; a `null` provider is not configured. */
export type ProviderPublicConfig = v.InferOutput<typeof ProviderPublicConfigSchema>;
