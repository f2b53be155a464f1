export { createStripeAdapter } from './createStripeAdapter';
