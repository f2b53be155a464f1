import * as v from 'valibot';

/**
 * A dynamic extra input the merchant asks for; its answer travels as a name/value pair.
 *
 * Assumption: the spec names extras but not their definition; this is the smallest shape.
 */
export const ExtraDefinitionSchema = v.object({
  name: v.pipe(v.string(), v.minLength(1)),
  label: v.string(),
  type: v.optional(v.picklist(['text', 'number', 'checkbox', 'select', 'date']), 'text'),
  required: v.optional(v.boolean(), false),
  options: v.optional(v.array(v.string()), []),
});

/** An extra input definition. */
export type ExtraDefinition = v.InferOutput<typeof ExtraDefinitionSchema>;
