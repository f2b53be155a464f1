import { getRegionByName, getRegions } from '@checkout/reference-data';

/**
 * Tells whether a region belongs to a country: `true` when the region is empty or the country has no
 * region list in `@checkout/reference-data` (we cannot tell), otherwise the region must be one of the
 * country's regions by code or name (`ON`, `Ontario`, `avila` for `Ávila`, any letter case).
 */
export function isRegionOfCountry(alpha2: string, region: string | null | undefined): boolean {
  if (typeof region !== 'string' || region.trim() === '' || typeof alpha2 !== 'string') return true;
  if (getRegions(alpha2).length === 0) return true;
  return getRegionByName(alpha2, region) !== undefined;
}
