export { type StripeContractError, stripeContract } from './stripeContract';
