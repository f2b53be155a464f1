import * as v from 'valibot';

/** One dynamic extra input the shopper filled in, sent as a name/value pair (spec §3). */
export const ExtraSchema = v.object({
  name: v.pipe(v.string(), v.minLength(1)),
  value: v.nullable(v.union([v.string(), v.number(), v.boolean()])),
});

/** One extra input as a name/value pair. */
export type Extra = v.InferOutput<typeof ExtraSchema>;
