import type { Page } from 'playwright-core';
import type { CheckoutHarness } from '../checkoutHarness';

/**
 * Where a provider scenario runs: a harness (sandbox mode, or production configuration when it has
 * `providerRoutes`), the merchant it pays on, and how that merchant's checkout is made ready to pay.
 */
export interface ScenarioTarget {
  harness: CheckoutHarness;
  /** The merchant's api key, e.g. `demo-all` (sandbox mode) or `demo-production` (sandbox mode off). */
  merchant: string;
  /** Completes everything on the merchant's checkout but the payment (its checks, fields and checkboxes differ). */
  completeAllButPayment: (page: Page) => Promise<void>;
}
