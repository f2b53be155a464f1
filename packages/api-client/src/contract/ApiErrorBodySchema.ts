import * as v from 'valibot';

/**
 * The body of an error answer.
 *
 * Assumption: Laravel-style `{ status: false, message, errors }`; every field is optional and
 * `errors` is read with `ServerFieldErrorsSchema` of `@checkout/validation`.
 */
export const ApiErrorBodySchema = v.looseObject({
  message: v.optional(v.unknown()),
  errors: v.optional(v.unknown()),
});
