import { composeCheckoutSettings } from '@checkout/api-client';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../app/useServices';
import { cartQueries } from '../../queries/cartQueries';
import { merchantQueries } from '../../queries/merchantQueries';

/** What the main page reads: the cart, the merchant's payment options and flags, and the settings composed from them. */
export function useCheckoutData(lang: string, apiKey: string, cartId: string, shippingCountry: string) {
  const services = useServices();
  const cart = useSuspenseQuery(cartQueries.cart(services, apiKey, cartId)).data;
  const paymentOptions = useQuery(merchantQueries.paymentOptions(services, apiKey, lang)).data ?? null;
  const flags = useQuery(merchantQueries.featureFlags(services, apiKey)).data ?? {};
  const settings = useMemo(
    () => composeCheckoutSettings({ paymentOptions, cart, flags }),
    [paymentOptions, cart, flags],
  );
  const countries = useQuery(cartQueries.shippingCountries(services, apiKey, cartId)).data ?? [];
  const methodsQuery = useQuery({
    ...cartQueries.shippingMethods(services, apiKey, cartId, shippingCountry),
    enabled: shippingCountry !== '' && settings.shippingChoice,
  });
  const deliveryQuery = useQuery({
    ...cartQueries.deliveryDates(services, apiKey, cartId),
    enabled: settings.deliveryDates,
  });
  return {
    cart,
    settings,
    paymentMethods: paymentOptions?.payment_methods ?? [],
    countries,
    methods: methodsQuery.data ?? [],
    methodsLoading: methodsQuery.isFetching,
    delivery: deliveryQuery.data ?? null,
  };
}
