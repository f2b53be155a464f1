/**
 * `@checkout/i18n/errors`: what a failure says to the shopper (spec §8's texts, `PaymentError` codes,
 * the platform's codes), apart from the main entry: only a page showing a failure needs its tables.
 */
export type { DescribeErrorOptions, ErrorMessage } from '../describeError';
export { describeError } from '../describeError';
export { errorMessageIds } from '../errorMessageIds';
export { formatError } from '../formatError';
