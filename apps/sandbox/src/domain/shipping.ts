import type { CartDocument } from '../store/records';

/**
 * The 38 countries the sandbox ships to (spec §3 "The supported shipping countries list has 38
 * entries"): the EU, the EEA and Switzerland, the UK, and six overseas markets.
 */
export const shippingCountries = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'GB',
  'CH',
  'NO',
  'IS',
  'LI',
  'US',
  'CA',
  'AU',
  'NZ',
  'JP',
  'MC',
] as const;

/** A shipping method in the wire shape. */
export interface ShippingMethodRecord {
  id: string;
  name: string;
  /** Price in minor units of the cart's currency. */
  priceMinor: number;
}

const domestic = new Set(['DE', 'AT']);
const europe: ReadonlySet<string> = new Set(shippingCountries.slice(0, 33));

/** Whether the sandbox ships to `alpha2`. */
export function isShippingCountry(alpha2: string): boolean {
  return (shippingCountries as readonly string[]).includes(alpha2);
}

/** The methods for a destination: standard and express everywhere, pick-up at home (DE, AT). */
export function shippingMethodsFor(alpha2: string): ShippingMethodRecord[] {
  if (!isShippingCountry(alpha2)) return [];
  if (domestic.has(alpha2)) {
    return [
      { id: 'standard', name: 'Standard delivery', priceMinor: 490 },
      { id: 'express', name: 'Express delivery', priceMinor: 990 },
      { id: 'pickup', name: 'Pick-up in store', priceMinor: 0 },
    ];
  }
  const zone = europe.has(alpha2) ? 1 : 3;
  return [
    { id: 'standard', name: 'Standard delivery', priceMinor: 990 * zone },
    { id: 'express', name: 'Express delivery', priceMinor: 1990 * zone },
  ];
}

/** The destination a cart ships to: its chosen country, else Germany. */
export function cartDestination(cart: CartDocument): string {
  return cart.shipping_country ?? 'DE';
}

/** The method the cart has chosen, when it is offered for its destination. */
export function selectedShippingMethod(cart: CartDocument): ShippingMethodRecord | null {
  if (!cart.shipping_method_id) return null;
  return shippingMethodsFor(cartDestination(cart)).find((m) => m.id === cart.shipping_method_id) ?? null;
}
