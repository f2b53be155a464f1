export type { PaymentErrorCode } from './PaymentError';
export { PaymentError } from './PaymentError';
