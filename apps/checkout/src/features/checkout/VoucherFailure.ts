import type { ErrorMessage } from '@checkout/i18n';
import { loadChunk } from '../../app/loadChunk';

/** What a page's voucher field needs of `@checkout/checkout-core/failures`. */
type FailuresEntry = Pick<typeof import('@checkout/checkout-core/failures'), 'voucherFailureMessage'>;

const loadFailures = (): Promise<FailuresEntry> =>
  loadChunk(() => import('@checkout/checkout-core/failures'), { whenOffline: 'reject' });

/**
 * A voucher the platform did not apply, with what the voucher field says (`voucherFailureMessage`,
 * worked out when it failed: its tables load then, not with the page). The platform's error is the cause.
 */
export class VoucherFailure extends Error {
  readonly failure: ErrorMessage;

  constructor(failure: ErrorMessage, options?: ErrorOptions) {
    super('The voucher was not applied.', options);
    this.name = 'VoucherFailure';
    this.failure = failure;
  }

  /** The failure of an attempt that threw `error`; without the entry that knows (offline), that there was no answer. */
  static async of(error: unknown, load: () => Promise<FailuresEntry> = loadFailures): Promise<VoucherFailure> {
    const failure = await load().then(
      ({ voucherFailureMessage }) => voucherFailureMessage(error),
      (): ErrorMessage => ({ kind: 'message', id: 'errorPage.serverError' }),
    );
    return new VoucherFailure(failure, { cause: error });
  }
}
