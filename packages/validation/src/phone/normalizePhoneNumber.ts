import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Longer input is never a phone number; libphonenumber-js caps its own input near this too. */
const maxInputLength = 250;

/**
 * Returns the E.164 form (`+49301234567`) of a phone number that is valid for its country, or
 * `null`. A number in international form (`+49 30 1234567`) is judged by its own country code;
 * a national one (`030 1234567`) needs `defaultCountry`, an ISO alpha-2 code such as the billing
 * country (any letter case). Numbers with an extension are refused, since E.164 cannot carry it.
 *
 * Uses libphonenumber-js's `max` metadata: `min` checks only the length (it accepts `+49 1234`)
 * and `mobile` knows only mobile numbers, so neither is correct for "valid for its country".
 */
export function normalizePhoneNumber(value: string, defaultCountry?: string | null): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > maxInputLength) return null;
  const country = defaultCountry?.trim().toUpperCase();
  try {
    const phone =
      country && isSupportedCountry(country)
        ? parsePhoneNumberFromString(trimmed, { defaultCountry: country, extract: false })
        : parsePhoneNumberFromString(trimmed, { extract: false });
    if (!phone || phone.ext || !phone.isValid()) return null;
    return phone.number;
  } catch {
    return null;
  }
}
