export type { PaymentMountProps, PaymentMountState } from './PaymentMount';
export { PaymentMount } from './PaymentMount';
