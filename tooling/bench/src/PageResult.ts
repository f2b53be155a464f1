import type { TransferReport } from './measureTransfer';
import type { LighthouseReport } from './runLighthouse';
import type { Outcome } from './withTimeout';

/** Figures of one measured page: an app page or a floor; each part may have failed with its reason. */
export interface PageResult {
  readonly name: string;
  readonly kind: 'app' | 'floor';
  /** Full URL measured, or `null` when the page could not be measured at all. */
  readonly url: string | null;
  readonly transfer: Outcome<TransferReport>;
  readonly lighthouse: Outcome<LighthouseReport>;
}
