import type { CheckoutApi } from '@checkout/api-client';
import type { Random } from '../createRandom';

/** What a shopper of the api-client share works with. */
export interface ShopperContext {
  /** The sandbox's origin (the platform and the providers). */
  readonly sandboxUrl: string;
  /** The merchant: `demo-all`, which offers every provider. */
  readonly apiKey: string;
  /** Origin of the checkout return URLs handed to providers (never followed by this share). */
  readonly returnOrigin: string;
  /** Epoch ms after which the shopper stops and keeps the screen it has. */
  readonly deadline: number;
  /** This attempt's own random choices (waits), from the run's seed. */
  readonly random: Random;
  /** Extra latency of every provider call and page (`slow-provider`), or `null`. */
  readonly providerLatencyMs: number | null;
  /** The platform client, with `X-Sandbox-Fault: fault` on every call when a fault is given. */
  readonly api: (fault?: string | null) => CheckoutApi;
}
