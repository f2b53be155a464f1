export type { PaymentGateway } from './paymentGateways';
export { isPaymentGateway, paymentGateways } from './paymentGateways';
