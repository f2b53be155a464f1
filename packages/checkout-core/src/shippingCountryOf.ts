/** What decides where an order ships: the two addresses' countries and the "same as billing" tick. */
export interface ShippingCountrySource {
  readonly sameAsBilling: boolean;
  readonly billing: { readonly alpha2: string };
  readonly shipping: { readonly alpha2: string };
}

/** The country the order ships to: the billing country while "same as billing" is ticked. */
export function shippingCountryOf(values: ShippingCountrySource): string {
  return values.sameAsBilling ? values.billing.alpha2 : values.shipping.alpha2;
}
