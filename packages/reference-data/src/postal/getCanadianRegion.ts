import { canadaPostalRegions, nunavutAreas } from './canadaPostalRegions';

/** Letter-digit-letter, optional space, digit-letter-digit, or any leading part of it (`K`, `K1`, `K1A`, `K1A 0B`). */
const canadianPattern = /^[A-Z](?:\d(?:[A-Z](?: ?\d(?:[A-Z]\d?)?)?)?)?$/;

/**
 * Province or territory of a Canadian postal code (upper-cased, trimmed), or `null` when malformed.
 * For `X`, the forward sortation area decides once its third character is known (`X0A`–`X0C` → `NU`,
 * other `X` areas → `NT`); with fewer characters the answer is `NT/NU`.
 */
export function getCanadianRegion(code: string): string | null {
  if (!canadianPattern.test(code)) return null;
  const region = canadaPostalRegions[code.charAt(0)];
  if (region === undefined) return null;
  if (region !== 'NT/NU' || code.length < 3) return region;
  return nunavutAreas.includes(code.slice(0, 3)) ? 'NU' : 'NT';
}
