import { getDialCode } from '@checkout/reference-data';

/** The phone number as one international string: typed with `+` it stays, else the dial code goes in front (one trunk `0` dropped). */
export function composePhoneNumber(phoneCountry: string, number: string): string {
  const trimmed = number.trim();
  if (trimmed === '' || trimmed.startsWith('+')) return trimmed;
  const dialCode = getDialCode(phoneCountry);
  if (dialCode === undefined) return trimmed;
  return `${dialCode} ${trimmed.replace(/^0(?=\d)/, '')}`;
}
