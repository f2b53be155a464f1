import { type Cart, checkoutKeys } from '@checkout/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../app/useServices';

/** Cart changes that answer with the cart: each writes the new cart into the query cache. */
export function useCartActions(apiKey: string, cartId: string) {
  const services = useServices();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const api = services.api(apiKey);
    const key = checkoutKeys.cart(apiKey, cartId);
    const store = (cart: Cart) => queryClient.setQueryData(key, cart);
    return {
      /** Reloads the cart from the platform (after out of stock, a shipping method, a location change). */
      reload: () => queryClient.invalidateQueries({ queryKey: key, exact: true }),
      updateQuantity: async (itemId: string, quantity: number) =>
        store((await api.updateCartItem(cartId, itemId, { quantity })).data),
      removeItem: async (itemId: string) => store((await api.removeCartItem(cartId, itemId)).data),
      addVoucher: async (code: string, email: string) =>
        store((await api.addVoucher(cartId, { voucher_code: code, email })).data),
      removeVoucher: async () => store((await api.removeVoucher(cartId)).data),
      updateLocation: async (alpha2: string, postalCode: string, region: string) =>
        store(
          (await api.updateCartLocation(cartId, { alpha2, postal_code: postalCode || null, region: region || null }))
            .data,
        ),
      setShippingMethod: async (methodId: string) => {
        await api.setShippingMethod(cartId, methodId);
        await queryClient.invalidateQueries({ queryKey: key, exact: true });
      },
    };
  }, [services, apiKey, cartId, queryClient]);
}
