import * as v from 'valibot';

/**
 * The body of an error answer.
 *
 * Assumption: Laravel-style `{ status: false, message, code, errors }`; every field is optional,
 * `code` is the platform's machine-readable reason (`out_of_stock`) and `errors` is read with
 * `ServerFieldErrorsSchema` of `@checkout/validation`.
 */
export const ApiErrorBodySchema = v.looseObject({
  message: v.optional(v.unknown()),
  code: v.optional(v.unknown()),
  errors: v.optional(v.unknown()),
});
