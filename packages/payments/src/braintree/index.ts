export type { BraintreeAdapterOptions } from './createBraintreeAdapter';
export { createBraintreeAdapter } from './createBraintreeAdapter';
