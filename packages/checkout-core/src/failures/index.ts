/**
 * `@checkout/checkout-core/failures`: what a failed Pay or voucher says, apart from the main entry, so a
 * page loads these and `@checkout/i18n/errors`' tables only once something has failed or Pay is near.
 */
export type { PayFailure } from '../classifyPayFailure';
export { classifyPayFailure } from '../classifyPayFailure';
export { isTransportFailure } from '../isTransportFailure';
export { noAnswerMessage } from '../noAnswerMessage';
export { voucherFailureMessage } from '../voucherFailureMessage';
