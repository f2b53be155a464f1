export type { CheckoutApiErrorCode, CheckoutApiErrorOptions } from './CheckoutApiError';
export { CheckoutApiError } from './CheckoutApiError';
