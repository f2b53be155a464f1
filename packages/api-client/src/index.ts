// `@checkout/api-client`: the client and what its callers use (errors, query keys, settings, the
// types of what the calls return). The platform's contract itself (every schema, the route table,
// money on the wire) is `@checkout/api-client/contract`.
// The shopper's contact and address have one definition, in @checkout/validation (ADR 0016); the
// client's callers find them here too, beside the platform's shape of a contact (WireContact).
/** @public */
export type { Address, Contact } from '@checkout/validation';
export type { CheckoutApiErrorCode } from './CheckoutApiError';
export { CheckoutApiError } from './CheckoutApiError';
export { checkoutKeys } from './client/checkoutKeys';
export { UPDATE_ALL_PAYMENT_METHODS_TIMEOUT_MS } from './client/checkoutRoutes';
export type { CheckoutApi } from './client/createCheckoutApi';
export { createCheckoutApi } from './client/createCheckoutApi';
export type { CartItem } from './contract/CartItemSchema';
export type { CartParamsRequest } from './contract/CartParamsRequestSchema';
export type { Cart } from './contract/CartSchema';
export type { CheckboxDefinition } from './contract/CheckboxDefinitionSchema';
export type { DeliveryAvailability } from './contract/DeliveryAvailabilitySchema';
export type { ExtraDefinition } from './contract/ExtraDefinitionSchema';
export type { OrderConfirmation } from './contract/OrderConfirmationSchema';
export type { OrderCreateRequest } from './contract/OrderCreateRequestSchema';
export type { PaymentMethodOption, PaymentOptions } from './contract/PaymentOptionsSchema';
export type { PaymentStatus } from './contract/PaymentStatusSchema';
export type { ShippingCountry } from './contract/ShippingCountrySchema';
export type { ShippingMethod } from './contract/ShippingMethodSchema';
export type { Styling } from './contract/StylingSchema';
export type { ThemeOverride } from './contract/ThemeOverrideSchema';
export type { WireContact } from './contract/WireContactSchema';
export type { WireLocaleOverride } from './contract/WireLocaleOverrideSchema';
export type { Money } from './money/Money';
export type { CheckoutSettings } from './settings/CheckoutSettings';
export { defaultCheckoutSettings } from './settings/CheckoutSettings';
export { checkoutFeatureFlags, composeCheckoutSettings } from './settings/composeCheckoutSettings';
