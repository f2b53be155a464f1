import { getRegionByName, getRegionByPostalCode } from '@checkout/reference-data';

/**
 * Returns the region code the postal code derives to when it disagrees with the chosen region, else
 * `null`. No derivation (another country, an unknown range, a malformed code) or no chosen region is
 * never a mismatch; a derived `NT/NU` (Canadian `X` codes) matches `NT` and `NU` alike.
 */
export function getPostalCodeRegionMismatch(
  alpha2: string,
  postalCode: string,
  region: string | null | undefined,
): string | null {
  if (typeof region !== 'string' || region.trim() === '') return null;
  const derived = getRegionByPostalCode(alpha2, postalCode);
  if (derived === null) return null;
  const chosen = (getRegionByName(alpha2, region)?.region ?? region.trim()).toUpperCase();
  const accepted = derived.toUpperCase().split('/');
  return accepted.includes(chosen) ? null : derived;
}
