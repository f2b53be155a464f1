import * as v from 'valibot';

/**
 * Result of a credit check. A failed check is an error response whose message spec §8 lists
 * ("Customer score too low to proceed.", ...).
 *
 * Assumption: a passed check answers `{ valid: true }`; a missing `valid` reads as `true`.
 */
export const CreditCheckResultSchema = v.object({
  valid: v.optional(v.boolean(), true),
});
