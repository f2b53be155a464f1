import * as v from 'valibot';

/**
 * One country of a cart's shipping list, keyed by `alpha2` (spec §3).
 *
 * Assumption: the list arrives as an array of `{ alpha2, name }`; `name` is optional.
 */
export const ShippingCountrySchema = v.object({
  alpha2: v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/), v.toUpperCase()),
  name: v.optional(v.nullable(v.string())),
});

/** One shipping country. */
export type ShippingCountry = v.InferOutput<typeof ShippingCountrySchema>;
