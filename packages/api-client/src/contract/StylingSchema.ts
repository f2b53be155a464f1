import * as v from 'valibot';

const text = v.optional(v.nullable(v.string()));

/** Answer of `GET /styling`: the merchant's global style, links, scripts and GTM id (spec §3). */
export const StylingSchema = v.object({
  global: v.optional(
    v.nullable(
      v.object({
        primary: text,
        font_family: text,
        font_weight: v.optional(v.nullable(v.union([v.string(), v.number()]))),
        heading_text_transform: text,
      }),
    ),
  ),
  links: v.optional(
    v.nullable(v.object({ global: v.optional(v.array(v.object({ href: v.string(), rel: text, type: text })), []) })),
  ),
  scripts: v.optional(
    v.nullable(
      v.object({
        global: v.optional(
          v.array(
            v.object({
              src: v.string(),
              type: text,
              id: text,
              'data-settings-id': text,
              async: v.optional(v.nullable(v.boolean())),
            }),
          ),
          [],
        ),
      }),
    ),
  ),
  gtm_id: text,
});

/** A merchant's styling override. */
export type Styling = v.InferOutput<typeof StylingSchema>;
