/** What {@link isShippingUnavailable} reads from the page's shipping queries. */
export interface ShippingLoadState {
  /** Whether the countries query has answered (its failures answer an empty list). */
  readonly countriesFetched: boolean;
  readonly countryCount: number;
  /** Whether the shopper picks a method (merchant setting). */
  readonly choiceEnabled: boolean;
  /** Whether the chosen country is one the cart ships to. */
  readonly countrySupported: boolean;
  /** Whether the methods query has answered and is not loading again (its failures answer an empty list). */
  readonly methodsSettled: boolean;
  readonly methodCount: number;
}

/**
 * Whether shipping could not be loaded and blocks paying: no countries at all, or no method for a
 * country the cart ships to while the shopper must pick one. The page then offers "Try again".
 */
export function isShippingUnavailable(state: ShippingLoadState): boolean {
  if (state.countriesFetched && state.countryCount === 0) return true;
  return state.choiceEnabled && state.countrySupported && state.methodsSettled && state.methodCount === 0;
}
