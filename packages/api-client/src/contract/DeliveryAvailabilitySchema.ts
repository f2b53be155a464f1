import * as v from 'valibot';

/**
 * When an order can be delivered: `possible_timeslots` and `dates` (spec §3).
 *
 * Assumption: both are lists of strings (dates as `YYYY-MM-DD`, timeslots as labels such as
 * `08:00-12:00`); a missing list reads as empty, as the spec's failure fallback does.
 */
export const DeliveryAvailabilitySchema = v.object({
  possible_timeslots: v.optional(v.array(v.string()), []),
  dates: v.optional(v.array(v.string()), []),
});

/** The delivery dates an order can still take. */
export type DeliveryAvailability = v.InferOutput<typeof DeliveryAvailabilitySchema>;
