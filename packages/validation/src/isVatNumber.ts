/**
 * VAT number formats of the EU member states by VIES prefix (Greece is `EL`; `XI` is Northern
 * Ireland), checked after removing spaces, dots and dashes and upper-casing.
 */
const euVatFormats: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(?:\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(?:\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(?:\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** Anything else we cannot check: 4 to 20 letters and digits (Swiss `CHE…`, Norwegian `…MVA`, UK `GB…`). */
const otherVatFormat = /^[A-Z0-9]{4,20}$/;

/**
 * Tells whether a VAT number is empty or plausible. With an EU prefix (`DE123456789`, `EL…`, also
 * `GR…`) the rest must fit that state's VIES format; without a prefix, `country` (an alpha-2 code
 * such as the billing country) decides when it is an EU state; anything else only needs 4 to 20
 * letters and digits. Spaces, dots and dashes are ignored. This is a format check, not a VIES lookup.
 */
export function isVatNumber(value: unknown, country?: string | null): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'string') return false;
  const normalized = value.replace(/[\s.-]/g, '').toUpperCase();
  if (normalized === '') return true;
  if (normalized.length > 20) return false;
  const prefix = normalized.slice(0, 2) === 'GR' ? 'EL' : normalized.slice(0, 2);
  const prefixed = euVatFormats[prefix];
  if (prefixed) return prefixed.test(normalized.slice(2));
  const countryPrefix = country?.trim().toUpperCase() === 'GR' ? 'EL' : country?.trim().toUpperCase();
  const byCountry = countryPrefix ? euVatFormats[countryPrefix] : undefined;
  if (byCountry) return byCountry.test(normalized);
  return otherVatFormat.test(normalized);
}
