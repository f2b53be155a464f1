import type { AddressValues, CheckoutFormValues } from './CheckoutFormValues';

/** Where the cart ships after an address change: the new country and the address's postal code. */
export interface ShippingLocation {
  readonly alpha2: string;
  readonly postalCode: string;
}

/**
 * The cart's new location when an address change moves where the order ships, else `null`: a new
 * country in the shipping address, or in the billing address while it is also the shipping one. The
 * page then forgets the chosen shipping method (the new country offers its own) and tells the cart.
 */
export function shippingLocationChange(
  values: Pick<CheckoutFormValues, 'sameAsBilling' | 'billing' | 'shipping'>,
  kind: 'billing' | 'shipping',
  change: Partial<AddressValues>,
): ShippingLocation | null {
  const shipsHere = kind === 'shipping' || values.sameAsBilling;
  if (!shipsHere || !change.alpha2 || change.alpha2 === values[kind].alpha2) return null;
  return { alpha2: change.alpha2, postalCode: values[kind].postal_code };
}
