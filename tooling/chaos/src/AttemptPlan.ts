import type { ChaosEvent } from './ChaosEvent';
import type { PurchasePath } from './purchasePaths';

/** What one purchase attempt does: a fresh cart, a provider path, the shopper's luck, and the chaos it meets. */
export interface AttemptPlan {
  /** Position in the run, from 0. */
  readonly index: number;
  /** A cart id the platform has not seen: the attempt creates it with its first item. */
  readonly cartId: string;
  readonly path: PurchasePath;
  /** Driven through Chromium on the checkout's pages rather than through the api-client. */
  readonly browser: boolean;
  /** The first payment is refused (decline card, failed challenge, failed hosted page). */
  readonly declined: boolean;
  /** After a refusal the shopper pays again, as a new attempt (a new key) with a good card. */
  readonly paysAgain: boolean;
  readonly events: readonly ChaosEvent[];
}
