import * as v from 'valibot';

/** A money amount on the wire: a finite number or a plain decimal string (`19.99`, `"19.99"`), not yet converted. */
export const DecimalSchema = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.regex(/^[+-]?\d+(?:\.\d+)?$/, 'Expected a plain decimal string')),
]);

/** A money amount on the wire, as {@link DecimalSchema} accepts it. */
export type Decimal = v.InferOutput<typeof DecimalSchema>;
