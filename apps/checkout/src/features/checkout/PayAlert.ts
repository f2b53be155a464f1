import type { PayLockMessage } from './PayLockMessageSchema';

/** Why a press of Pay did not pay, as the texts the page shows: the pay mutation's error. */
export class PayAlert extends Error {
  override readonly name = 'PayAlert';
  /** The alert's texts, in the shopper's language. */
  readonly texts: readonly string[];
  /** What the pay sequence told the other tabs, when it ran; `undefined` when it stopped before. */
  readonly outcome: PayLockMessage | undefined;

  constructor(texts: readonly string[], outcome?: PayLockMessage) {
    super(texts.join('\n'));
    this.texts = texts;
    this.outcome = outcome;
  }
}
