export { type AdyenContractError, adyenContract } from './adyenContract';
export { type PaypalCaptureIssue, paypalContract } from './paypalContract';
export { type StripeContractError, stripeContract } from './stripeContract';
