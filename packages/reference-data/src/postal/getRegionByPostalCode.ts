import { getAustralianRegion } from './getAustralianRegion';
import { getCanadianRegion } from './getCanadianRegion';
import { getUnitedStatesRegion } from './getUnitedStatesRegion';

/**
 * Derives the region code from a postal code for Canada (`CA`), the United States (`US`) and
 * Australia (`AU`): trimmed, case-insensitive, Canadian space optional, US ZIP+4 accepted.
 * Returns `null` for other countries and for malformed or unassigned codes, never throws;
 * for Canadian `X` codes with fewer than three characters the answer is `NT/NU`.
 */
export function getRegionByPostalCode(alpha2: string, postalCode: string): string | null {
  if (typeof alpha2 !== 'string' || typeof postalCode !== 'string') return null;
  const code = postalCode.trim().toUpperCase();
  switch (alpha2.trim().toUpperCase()) {
    case 'CA':
      return getCanadianRegion(code);
    case 'US':
      return getUnitedStatesRegion(code);
    case 'AU':
      return getAustralianRegion(code);
    default:
      return null;
  }
}
