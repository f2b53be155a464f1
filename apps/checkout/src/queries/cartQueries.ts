import { CheckoutApiError, checkoutKeys, type OrderConfirmation } from '@checkout/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { AppServices } from '../app/AppServices';
import { isOrderOfCart } from '../features/confirmation/isOrderOfCart';

/** What reading a cart's order by id gave: the order, a 404 (or an order of another cart), or a failure that is only logged. */
export type OrderRead =
  | { readonly kind: 'found'; readonly confirmation: OrderConfirmation }
  | { readonly kind: 'missing' }
  | { readonly kind: 'unavailable' };

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
  /**
   * An order of the cart read by id (the confirmation link, a provider return's address): `found`,
   * `missing` when the platform does not know the order (404) or it is not this cart's (`isOrderOfCart`:
   * another cart's, or an answer that does not name its cart), `unavailable` when the read failed
   * otherwise (logged only, spec §8). Cached under the cart: one order id reads differently for each.
   */
  order: (services: AppServices, apiKey: string, cartId: string, orderId: string) =>
    queryOptions({
      queryKey: [...checkoutKeys.cart(apiKey, cartId), 'order', orderId] as const,
      queryFn: async ({ signal }): Promise<OrderRead> => {
        try {
          const { data } = await services.api(apiKey).getOrder(orderId, { signal });
          return isOrderOfCart(data, cartId) ? { kind: 'found', confirmation: data } : { kind: 'missing' };
        } catch (error) {
          if (error instanceof CheckoutApiError && error.status === 404) return { kind: 'missing' };
          services.reporter.report(error, 'order fetch');
          return { kind: 'unavailable' };
        }
      },
    }),
};
