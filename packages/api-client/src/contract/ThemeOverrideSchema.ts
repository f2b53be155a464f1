import * as v from 'valibot';

/** Answer of `GET /theme`: colour overrides for the light theme and style variables for the page root (spec §3). */
export const ThemeOverrideSchema = v.object({
  theme: v.object({
    light: v.optional(v.record(v.string(), v.string()), {}),
    rootVariables: v.optional(v.record(v.string(), v.string()), {}),
  }),
});

/** A merchant's theme override, the input of the UI kit's `applyTheme` (the kit's own `Theme` is the theme it builds). */
export type ThemeOverride = v.InferOutput<typeof ThemeOverrideSchema>;
