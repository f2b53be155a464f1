import { CartSchema } from '../contract/CartSchema';
import { DataLayerRequestSchema } from '../contract/DataLayerRequestSchema';
import { DataLayerSchema } from '../contract/DataLayerSchema';
import { DeliveryAvailabilitySchema } from '../contract/DeliveryAvailabilitySchema';
import { OrderConfirmationSchema } from '../contract/OrderConfirmationSchema';
import { PaymentOptionsSchema } from '../contract/PaymentOptionsSchema';
import { ShippingCountriesSchema } from '../contract/ShippingCountriesSchema';
import { ShippingMethodsSchema } from '../contract/ShippingMethodsSchema';
import { StylingSchema } from '../contract/StylingSchema';
import { ThemeOverrideSchema } from '../contract/ThemeOverrideSchema';
import { WireLocaleOverrideSchema } from '../contract/WireLocaleOverrideSchema';
import { CART_PATH, type CheckoutRoute, defineRoute } from './defineRoute';

/**
 * The calls a page makes as it loads (the cart, its shipping, the merchant's overrides and payment
 * options, an order, the first data-layer step): the routes the client holds from the start. Every
 * other call is in `onDemandRoutes`, imported on its first use.
 */
export const pageLoadRoutes = {
  getCart: defineRoute('GET', CART_PATH, CartSchema),
  getOrder: defineRoute('GET', '/api/{api_key}/order/{order_id}', OrderConfirmationSchema),
  getDeliveryDates: defineRoute('GET', '/api/{api_key}/order/{order_id}/delivery-dates', DeliveryAvailabilitySchema),
  getLocale: defineRoute('GET', '/api/{api_key}/locale', WireLocaleOverrideSchema),
  getStyling: defineRoute('GET', '/api/{api_key}/styling', StylingSchema),
  getTheme: defineRoute('GET', '/api/{api_key}/theme', ThemeOverrideSchema),
  getPaymentOptions: defineRoute('GET', '/api/{api_key}/payments/{locale}', PaymentOptionsSchema),
  getShippingCountries: defineRoute('GET', `${CART_PATH}/shipping-countries`, ShippingCountriesSchema),
  getShippingMethodsForCountry: defineRoute(
    'GET',
    `${CART_PATH}/shipping-countries/{country}/shipping-methods`,
    ShippingMethodsSchema,
  ),
  getShippingMethods: defineRoute('GET', `${CART_PATH}/shipping-methods`, ShippingMethodsSchema),
  pushDataLayer: defineRoute('POST', '/api/{api_key}/data-layer?step={step}', DataLayerSchema, {
    request: DataLayerRequestSchema,
  }),
} as const satisfies Record<string, CheckoutRoute>;
