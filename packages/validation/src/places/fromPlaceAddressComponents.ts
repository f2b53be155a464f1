import { getRegionByName, getRegions } from '@checkout/reference-data';
import type { PlaceAddressComponent } from './PlaceAddressComponent';

/** The address fields a chosen place fills; `''` where the place has no such part. */
export interface PlaceAddress {
  readonly street: string;
  readonly street_number: string;
  /** Flat, suite or unit (`subpremise`). */
  readonly address_addition: string;
  readonly postal_code: string;
  readonly city: string;
  /** The region's code as `@checkout/reference-data` lists it (`CA`, `ON`, `NSW`, `MI`, `M`); `''` for countries without a list. */
  readonly region: string;
  /** ISO 3166-1 alpha-2, upper case. */
  readonly alpha2: string;
}

/**
 * Where the city is, in order of preference: the postal town first in the UK (Google's
 * `postal_town`: "London" for a locality-less Westminster address), the locality elsewhere, then the
 * borough (`sublocality`: "Brooklyn" in New York) and the municipality levels some countries use.
 */
const CITY_TYPES: Readonly<Record<string, readonly string[]>> = {
  GB: ['postal_town', 'locality', 'sublocality_level_1', 'sublocality', 'administrative_area_level_3'],
  default: [
    'locality',
    'postal_town',
    'sublocality_level_1',
    'sublocality',
    'administrative_area_level_3',
    'administrative_area_level_2',
  ],
};

/** Which administrative level holds the region our lists name: provinces in Italy and Spain, states and provinces elsewhere. */
const REGION_LEVEL: Readonly<Record<string, string>> = {
  IT: 'administrative_area_level_2',
  ES: 'administrative_area_level_2',
};

function find(components: readonly PlaceAddressComponent[], type: string): PlaceAddressComponent | undefined {
  return components.find((component) => component.types.includes(type));
}

function long(component: PlaceAddressComponent | undefined): string {
  return (component?.longText ?? component?.shortText ?? '').trim();
}

/** The region code our list has for the component (by its short text, then its name), `''` when none matches. */
function regionOf(alpha2: string, component: PlaceAddressComponent | undefined): string {
  if (component === undefined || getRegions(alpha2).length === 0) return '';
  for (const candidate of [component.shortText, component.longText]) {
    const region = candidate ? getRegionByName(alpha2, candidate) : undefined;
    if (region) return region.region;
  }
  return '';
}

/**
 * Maps a place's address components (Google's documented format) to our address fields: the
 * street (`route`) and house number (`street_number`, else the building `premise` as UK and Irish
 * addresses often have), the flat (`subpremise`), postal code, city (see `CITY_TYPES`), the region
 * code from `@checkout/reference-data` where the country has a list, and the country. The order in
 * which a country writes street and number does not matter here: they are separate fields.
 */
export function fromPlaceAddressComponents(components: readonly PlaceAddressComponent[]): PlaceAddress {
  const alpha2 = (find(components, 'country')?.shortText ?? '').trim().toUpperCase();
  const cityTypes = CITY_TYPES[alpha2] ?? CITY_TYPES.default ?? [];
  const city = cityTypes.map((type) => long(find(components, type))).find((text) => text !== '') ?? '';
  return {
    street: long(find(components, 'route')),
    street_number: long(find(components, 'street_number')) || long(find(components, 'premise')),
    address_addition: long(find(components, 'subpremise')),
    postal_code: long(find(components, 'postal_code')),
    city,
    region: regionOf(alpha2, find(components, REGION_LEVEL[alpha2] ?? 'administrative_area_level_1')),
    alpha2,
  };
}
