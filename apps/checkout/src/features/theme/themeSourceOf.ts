import type { Styling, ThemeOverride } from '@checkout/api-client';

/** What of the merchant's theme and styling `applyTheme` reads: the theme response and the styling's `global` part. */
export interface ThemeSource {
  readonly theme: ThemeOverride['theme'] | null;
  readonly global: NonNullable<Styling['global']> | null;
}

/** The theme source of the merchant's reads (each `null` when it failed): what the applied theme is keyed by. */
export function themeSourceOf(theme: ThemeOverride | null, styling: Styling | null): ThemeSource {
  return { theme: theme?.theme ?? null, global: styling?.global ?? null };
}
