import { regionCountries } from '../generated/regionCountries';

/**
 * Whether {@link getRegions} lists regions of a country (alpha-2, case-insensitive), without loading
 * the region tables: a page can import those on demand when this is true.
 */
export function hasRegions(alpha2: string): boolean {
  return regionCountries.includes(alpha2.trim().toUpperCase());
}
