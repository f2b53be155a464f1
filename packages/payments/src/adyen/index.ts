export type { AdyenAdapterOptions } from './createAdyenAdapter';
export { createAdyenAdapter } from './createAdyenAdapter';
