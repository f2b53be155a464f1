import type { AttemptPlan } from './AttemptPlan';
import type { ShopperScreen } from './ShopperScreen';

/** What one attempt did: its plan, the screens its tabs ended on, and what went wrong in the harness itself. */
export interface AttemptRecord {
  readonly plan: AttemptPlan;
  readonly screens: readonly ShopperScreen[];
  /** Errors the shopper model did not expect (they leave the tab "being confirmed", and are printed). */
  readonly errors: readonly string[];
  readonly seconds: number;
}
