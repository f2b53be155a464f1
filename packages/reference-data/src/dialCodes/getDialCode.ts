import { dialCodes } from '../generated/dialCodes';

/** The E.164 calling code of a country (alpha-2, case-insensitive) with its plus sign (`DE` → `+49`); `undefined` when it has none. */
export function getDialCode(alpha2: string): string | undefined {
  return dialCodes[alpha2.trim().toUpperCase()];
}
