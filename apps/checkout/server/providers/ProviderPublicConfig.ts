/** Public provider values, as `src/runtimeConfig.ts` reads them; a `null` provider is not configured. */
export interface ProviderPublicConfig {
  adyen: { clientKey: string; environment: AdyenEnvironment } | null;
  stripe: { publishableKey: string } | null;
  paypal: { clientId: string } | null;
}

/** Adyen Web's `environment` values. */
export type AdyenEnvironment = 'test' | 'live' | 'live-us' | 'live-au' | 'live-apse' | 'live-in' | 'live-nea';
