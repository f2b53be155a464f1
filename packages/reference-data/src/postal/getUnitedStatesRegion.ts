import { usZipExceptions, usZipPrefixRegions } from '../generated/usZipRegions';

/** A 5-digit ZIP code, optionally followed by the ZIP+4 extension (`12345-6789`, `12345 6789`, `123456789`). */
const zipPattern = /^(\d{5})(?:[- ]?\d{4})?$/;

/** USPS region (state, DC, territory or armed-forces code) of a US ZIP code (trimmed), or `null` when malformed or unassigned. */
export function getUnitedStatesRegion(code: string): string | null {
  const zip = zipPattern.exec(code)?.[1];
  if (zip === undefined) return null;
  const exception = usZipExceptions.indexOf(zip);
  // Entries are 7 characters plus a comma; only a match at an entry start counts.
  const region =
    exception !== -1 && exception % 8 === 0
      ? usZipExceptions.slice(exception + 5, exception + 7)
      : usZipPrefixRegions.slice(Number(zip.slice(0, 3)) * 2, Number(zip.slice(0, 3)) * 2 + 2);
  return region === '--' ? null : region;
}
