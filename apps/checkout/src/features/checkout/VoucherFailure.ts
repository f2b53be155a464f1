import type { ErrorMessage } from '@checkout/i18n';

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
}
