import * as v from 'valibot';

/**
 * Answer of `GET /locale`: per-locale messages, `defaultLocale` and `locales` (spec §3).
 *
 * Assumption: messages sit under `messages`, keyed by locale, each a (possibly nested) object of
 * message texts; `defaultLocale` and `locales` are optional.
 */
export const LocaleOverrideSchema = v.object({
  messages: v.optional(v.record(v.string(), v.record(v.string(), v.unknown())), {}),
  defaultLocale: v.optional(v.nullable(v.string())),
  locales: v.optional(v.array(v.string()), []),
});

/** A merchant's translation override. */
export type LocaleOverride = v.InferOutput<typeof LocaleOverrideSchema>;
