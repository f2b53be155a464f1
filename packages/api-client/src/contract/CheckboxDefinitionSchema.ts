import * as v from 'valibot';

/**
 * A checkbox the shopper must (or may) accept before paying.
 *
 * Assumption: the spec names checkboxes but not their definition; this is the smallest shape.
 */
export const CheckboxDefinitionSchema = v.object({
  name: v.pipe(v.string(), v.minLength(1)),
  label: v.string(),
  required: v.optional(v.boolean(), false),
  url: v.optional(v.nullable(v.string())),
});

/** A checkbox definition. */
export type CheckboxDefinition = v.InferOutput<typeof CheckboxDefinitionSchema>;
