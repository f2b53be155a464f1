import { checkoutKeys } from '@checkout/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { AppServices } from '../app/AppServices';

/** Query options of one cart and what is read for it. */
export const cartQueries = {
  /** The cart (`GET /cart/{cart_id}`); failures reach the route's error page. */
  cart: (services: AppServices, apiKey: string, cartId: string) =>
    queryOptions({
      queryKey: checkoutKeys.cart(apiKey, cartId),
      queryFn: async ({ signal }) => (await services.api(apiKey).getCart(cartId, { signal })).data,
    }),
  /** The cart's shipping countries; an empty list when they failed. */
  shippingCountries: (services: AppServices, apiKey: string, cartId: string) =>
    queryOptions({
      queryKey: checkoutKeys.shippingCountries(apiKey, cartId),
      queryFn: async ({ signal }) => {
        try {
          return (await services.api(apiKey).getShippingCountries(cartId, { signal })).data;
        } catch (error) {
          services.reporter.report(error, 'shipping countries');
          return [];
        }
      },
    }),
  /** The shipping methods for a country; an empty list when they failed. */
  shippingMethods: (services: AppServices, apiKey: string, cartId: string, alpha2: string) =>
    queryOptions({
      queryKey: checkoutKeys.shippingMethods(apiKey, cartId, alpha2),
      queryFn: async ({ signal }) => {
        try {
          return (await services.api(apiKey).getShippingMethodsForCountry(cartId, alpha2, { signal })).data;
        } catch (error) {
          services.reporter.report(error, 'shipping methods');
          return [];
        }
      },
    }),
  /** Delivery availability of the cart; empty dates and timeslots when it failed (spec §8). */
  deliveryDates: (services: AppServices, apiKey: string, cartId: string) =>
    queryOptions({
      queryKey: checkoutKeys.deliveryDates(apiKey, cartId),
      queryFn: async ({ signal }) => {
        try {
          return (await services.api(apiKey).getDeliveryDates(cartId, { signal })).data;
        } catch (error) {
          services.reporter.report(error, 'delivery dates');
          return { possible_timeslots: [], dates: [] };
        }
      },
    }),
  /** An order confirmation fetched by id (after a redirect return); `null` when the fetch failed (logged only). */
  order: (services: AppServices, apiKey: string, orderId: string) =>
    queryOptions({
      queryKey: checkoutKeys.order(apiKey, orderId),
      queryFn: async ({ signal }) => {
        try {
          return (await services.api(apiKey).getOrder(orderId, { signal })).data;
        } catch (error) {
          services.reporter.report(error, 'order fetch');
          return null;
        }
      },
    }),
};
