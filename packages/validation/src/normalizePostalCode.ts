const CANADIAN = /^([A-Z]\d[A-Z])(\d[A-Z]\d)$/;
const BRITISH = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/;

/**
 * A postal code as the post writes it: trimmed, runs of spaces as one, letters in capitals (`k1a 0b1` →
 * `K1A 0B1`); a Canadian or British code typed without its space gets it (`k1a0b1` → `K1A 0B1`,
 * `sw1a1aa` → `SW1A 1AA`) when `alpha2` names the country. Anything else keeps its characters.
 */
export function normalizePostalCode(value: string, alpha2?: string | null): string {
  const code = value.trim().replace(/\s+/g, ' ').toUpperCase();
  const country = alpha2?.trim().toUpperCase();
  const pattern = country === 'CA' ? CANADIAN : country === 'GB' ? BRITISH : null;
  const parts = pattern?.exec(code);
  return parts ? `${parts[1]} ${parts[2]}` : code;
}
