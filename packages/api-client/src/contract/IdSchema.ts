import * as v from 'valibot';

/** An identifier the platform sends as a string or an integer, read as a string. */
export const IdSchema = v.pipe(
  v.union([v.pipe(v.string(), v.minLength(1)), v.pipe(v.number(), v.safeInteger())]),
  v.transform((id): string => String(id)),
);
