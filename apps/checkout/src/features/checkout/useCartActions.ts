import { type Cart, checkoutKeys } from '@checkout/api-client';
import { VoucherCodeSchema } from '@checkout/validation';
import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { useServices } from '../../app/useServices';
import { VoucherFailure } from './VoucherFailure';

/** A voucher to apply: the code as typed and the shopper's email, which the platform checks it against. */
export interface VoucherInput {
  readonly code: string;
  readonly email: string;
}

/** Where the order ships, as the cart's location: the country, and the postal code and region when known. */
export interface CartLocation {
  readonly alpha2: string;
  readonly postalCode: string;
  readonly region: string;
}

/** The cart's changes, each a mutation (pending, error, reset) that writes the cart it answers into the query cache. */
export interface CartActions {
  /** Reloads the cart from the platform (after out of stock, a shipping method, a location change). */
  readonly reload: () => Promise<void>;
  readonly updateQuantity: UseMutationResult<Cart, Error, { readonly itemId: string; readonly quantity: number }>;
  readonly removeItem: UseMutationResult<Cart, Error, string>;
  /**
   * Applies a voucher; an empty code fails with a `ValiError` (`voucher_required`) without calling the
   * platform, a refused one with a `VoucherFailure`.
   */
  readonly addVoucher: UseMutationResult<Cart, Error, VoucherInput>;
  readonly removeVoucher: UseMutationResult<Cart, Error, void>;
  readonly updateLocation: UseMutationResult<Cart, Error, CartLocation>;
  /** Sets the shipping method, then reloads the cart (the platform answers without it). */
  readonly setShippingMethod: UseMutationResult<void, Error, string>;
}

/** The main page's cart changes as TanStack Query mutations. */
export function useCartActions(apiKey: string, cartId: string): CartActions {
  const services = useServices();
  const queryClient = useQueryClient();
  const api = services.api(apiKey);
  const key = checkoutKeys.cart(apiKey, cartId);
  const store = (cart: Cart) => {
    queryClient.setQueryData(key, cart);
    return cart;
  };
  const reload = () => queryClient.invalidateQueries({ queryKey: key, exact: true });
  return {
    reload,
    updateQuantity: useMutation({
      mutationFn: async ({ itemId, quantity }) => store((await api.updateCartItem(cartId, itemId, { quantity })).data),
    }),
    removeItem: useMutation({ mutationFn: async (itemId) => store((await api.removeCartItem(cartId, itemId)).data) }),
    addVoucher: useMutation({
      mutationFn: async ({ code, email }) => {
        // An empty code is the shopper's slip, not an invalid voucher: the platform is not asked.
        const voucher = v.parse(VoucherCodeSchema, code);
        try {
          return store((await api.addVoucher(cartId, { voucher_code: voucher, email })).data);
        } catch (error) {
          throw await VoucherFailure.of(error);
        }
      },
    }),
    removeVoucher: useMutation({ mutationFn: async () => store((await api.removeVoucher(cartId)).data) }),
    updateLocation: useMutation({
      mutationFn: async ({ alpha2, postalCode, region }) =>
        store(
          (await api.updateCartLocation(cartId, { alpha2, postal_code: postalCode || null, region: region || null }))
            .data,
        ),
    }),
    setShippingMethod: useMutation({
      mutationFn: async (methodId) => {
        await api.setShippingMethod(cartId, methodId);
        await reload();
      },
    }),
  };
}
