import * as v from 'valibot';

/** An identifier in a request body, a non-empty string or a safe integer, sent exactly as given. */
export const WireIdSchema = v.union([v.pipe(v.string(), v.minLength(1)), v.pipe(v.number(), v.safeInteger())]);
