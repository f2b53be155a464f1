/**
 * The checkout form's sections below the fold: one chunk, which loads when the shopper is on the page
 * (`deferredPart`), not with it.
 */
export { PaymentSection } from '../payment/PaymentSection';
export { BotCheck } from './BotCheck';
export { ConsentSection } from './ConsentSection';
export { PayArea } from './PayArea';
export { ShippingSection } from './ShippingSection';
