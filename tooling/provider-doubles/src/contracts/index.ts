export { type AdyenContractError, adyenContract } from './adyenContract';
export { type StripeContractError, stripeContract } from './stripeContract';
