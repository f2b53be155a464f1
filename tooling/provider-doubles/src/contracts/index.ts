export { type AdyenContractError, adyenContract } from './adyenContract';
export { type BraintreeContractError, type BraintreeLiability, braintreeContract } from './braintreeContract';
export { type MollieStatus, mollieContract } from './mollieContract';
export { type PaypalCaptureIssue, paypalContract } from './paypalContract';
export { type StripeContractError, stripeContract } from './stripeContract';
