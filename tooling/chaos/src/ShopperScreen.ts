import type { PurchasePath } from './purchasePaths';
import type { ShownOutcome } from './ShownOutcome';

/** The last screen of one tab of one shopper: the record the verdict holds against the platform's. */
export interface ShopperScreen {
  readonly cartId: string;
  /** `a` for the shopper's tab, `b` for a second tab on the same cart. */
  readonly tab: string;
  readonly path: PurchasePath;
  readonly browser: boolean;
  readonly shown: ShownOutcome;
}
