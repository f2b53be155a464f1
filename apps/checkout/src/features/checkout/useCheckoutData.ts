import { composeCheckoutSettings } from '@checkout/api-client';
import { type CheckoutData, isShippingUnavailable } from '@checkout/checkout-core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../app/useServices';
import { cartQueries } from '../../queries/cartQueries';
import { merchantQueries } from '../../queries/merchantQueries';

/** What the main page reads: the cart, the merchant's payment options and flags, and the settings composed from them. */
export function useCheckoutData(lang: string, apiKey: string, cartId: string, shippingCountry: string): CheckoutData {
  const services = useServices();
  const cart = useSuspenseQuery(cartQueries.cart(services, apiKey, cartId)).data;
  const paymentQuery = useQuery(merchantQueries.paymentOptions(services, apiKey, lang));
  const paymentOptions = paymentQuery.data ?? null;
  const flags = useQuery(merchantQueries.featureFlags(services, apiKey)).data ?? {};
  const settings = useMemo(
    () => composeCheckoutSettings({ paymentOptions, cart, flags }),
    [paymentOptions, cart, flags],
  );
  const countriesQuery = useQuery(cartQueries.shippingCountries(services, apiKey, cartId));
  const countries = countriesQuery.data ?? [];
  const methodsEnabled = shippingCountry !== '' && settings.shippingChoice;
  const methodsQuery = useQuery({
    ...cartQueries.shippingMethods(services, apiKey, cartId, shippingCountry),
    enabled: methodsEnabled,
  });
  // Failed shipping and payment reads answer empty lists; when that blocks paying the page offers "Try again".
  const shippingUnavailable = isShippingUnavailable({
    countriesFetched: countriesQuery.isFetched,
    countryCount: countries.length,
    choiceEnabled: settings.shippingChoice,
    countrySupported: countries.some((country) => country.alpha2 === shippingCountry),
    methodsSettled: methodsQuery.isFetched && !methodsQuery.isFetching,
    methodCount: methodsQuery.data?.length ?? 0,
  });
  const deliveryQuery = useQuery({
    ...cartQueries.deliveryDates(services, apiKey, cartId),
    enabled: settings.deliveryDates,
  });
  return {
    cart,
    settings,
    paymentMethods: paymentOptions?.payment_methods ?? [],
    paymentOptionsFailed: paymentQuery.isFetched && !paymentQuery.isFetching && paymentOptions === null,
    retryPaymentOptions: () => void paymentQuery.refetch(),
    shippingUnavailable,
    retryShipping: () => {
      void countriesQuery.refetch();
      if (methodsEnabled) void methodsQuery.refetch();
    },
    countries,
    methods: methodsQuery.data ?? [],
    methodsLoading: methodsQuery.isFetching,
    delivery: deliveryQuery.data ?? null,
  };
}
