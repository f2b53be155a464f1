import * as v from 'valibot';

/**
 * Tells whether a field has a value: `undefined`, `null`, an empty or whitespace-only string and an
 * empty array are empty; `0` and `false` are values (spec §5 "Required field").
 */
export function isRequired(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The {@link isRequired} rule as a valibot action for `v.pipe(...)`, reporting the code `required`. */
export function requiredRule<TInput>(): v.CheckAction<TInput, 'required'> {
  return v.check<TInput, 'required'>(isRequired, 'required');
}
