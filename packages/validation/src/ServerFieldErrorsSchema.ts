import * as v from 'valibot';

/**
 * The server's per-field validation errors: field path → messages, e.g.
 * `{ "contact.address.billing.first_name": ["The first name field is required."] }`.
 *
 * The spec does not show the payload (§7 "Request and response bodies not listed above: not
 * shown"); this is our assumption of a Laravel-style `errors` object. A single string instead of a
 * list is accepted and read as a list of one, so a slightly different server still maps.
 */
export const ServerFieldErrorsSchema = v.pipe(
  v.custom<Record<string, unknown>>(
    (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
    'invalid_type',
  ),
  v.record(
    v.string(),
    v.pipe(
      v.union([v.string(), v.array(v.string())]),
      v.transform((messages): string[] => (typeof messages === 'string' ? [messages] : messages)),
    ),
  ),
);

/** The server's per-field validation errors, after parsing with {@link ServerFieldErrorsSchema}. */
export type ServerFieldErrors = v.InferOutput<typeof ServerFieldErrorsSchema>;
