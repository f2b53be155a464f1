import * as v from 'valibot';

/** A text field the platform may leave out or send as `null`. */
export const optionalText = v.optional(v.nullable(v.string()));
