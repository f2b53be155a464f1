// What turns a chosen payment method into an adapter, loaded with the first choice (not with the
// page): the registry of lazy adapters, provider resolution, the update-flow dispatch table and the
// SDK script loader.
export { createScriptSdkLoader, paymentMethodUpdateDispatch, resolvePaymentProvider } from '@checkout/payments';
export { paymentRegistry } from './paymentRegistry';
