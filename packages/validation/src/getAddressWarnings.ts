import { getPostalCodeRegionMismatch } from './getPostalCodeRegionMismatch';
import type { ValidationIssue } from './ValidationIssue';

/** The address fields the warnings look at. */
export interface AddressWarningInput {
  /** ISO alpha-2 country code. */
  readonly alpha2?: string | null;
  /** Postal code. */
  readonly postal_code?: string | null;
  /** Chosen region code or name. */
  readonly region?: string | null;
}

/**
 * Warnings about an address that never block paying: today `postal_code_region_mismatch` on the postal
 * code, with the derived region in `params.region`, when the postal code derives to another region
 * than the chosen one. `pathPrefix` places it in a larger form, e.g. `address.billing`.
 */
export function getAddressWarnings(address: AddressWarningInput, pathPrefix = ''): ValidationIssue[] {
  const { alpha2, postal_code: postalCode, region } = address;
  if (typeof alpha2 !== 'string' || typeof postalCode !== 'string') return [];
  const derived = getPostalCodeRegionMismatch(alpha2, postalCode, region);
  if (derived === null) return [];
  const path = pathPrefix === '' ? 'postal_code' : `${pathPrefix}.postal_code`;
  return [{ code: 'postal_code_region_mismatch', path, severity: 'warning', params: { region: derived } }];
}
