import * as v from 'valibot';

/** A schema step that lets only non-array objects through, reporting `invalid_type` otherwise. */
export function plainObject<TInput extends object>(): v.CustomSchema<TInput, 'invalid_type'> {
  return v.custom<TInput, 'invalid_type'>(
    (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
    'invalid_type',
  );
}
