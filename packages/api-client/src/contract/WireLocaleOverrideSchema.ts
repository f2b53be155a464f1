import * as v from 'valibot';

/**
 * Answer of `GET /locale`: per-locale messages, `defaultLocale` and `locales` (spec §3).
 *
 * Assumption: messages sit under `messages`, keyed by locale, each a (possibly nested) object of
 * message texts; `defaultLocale` and `locales` are optional.
 */
export const WireLocaleOverrideSchema = v.object({
  messages: v.optional(v.record(v.string(), v.record(v.string(), v.unknown())), {}),
  defaultLocale: v.optional(v.nullable(v.string())),
  locales: v.optional(v.array(v.string()), []),
});

/** A merchant's locale override as sent; `@checkout/i18n`'s `LocaleOverride` is the one its functions take. */
export type WireLocaleOverride = v.InferOutput<typeof WireLocaleOverrideSchema>;
