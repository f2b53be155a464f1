import type { Styling, Theme } from '@checkout/api-client';
import type { ThemeIssue, ThemeVariables } from '@checkout/ui/theme';
import { type EmbeddingDocument, readJsonBlock } from './jsonBlock';

/** The id of the JSON block in which the production server embeds the merchant theme it applied for the page. */
export const EMBEDDED_THEME_ID = 'checkout-theme';

/** What of the merchant's theme and styling `applyTheme` reads: the theme response and the styling's `global` part. */
export interface ThemeSource {
  readonly theme: Theme['theme'] | null;
  readonly global: NonNullable<Styling['global']> | null;
}

/** A merchant theme applied to the kit's tokens: its custom properties, and the values it rejected. */
export interface MerchantTheme {
  readonly variables: ThemeVariables;
  readonly issues: readonly ThemeIssue[];
}

/** The theme the server applied for the page: for which merchant, from which theme and styling, and its result. */
export interface EmbeddedTheme extends MerchantTheme {
  readonly apiKey: string;
  readonly source: ThemeSource;
}

/** The theme source of the merchant's reads (each `null` when it failed), the same in the server and the app. */
export function themeSourceOf(theme: Theme | null, styling: Styling | null): ThemeSource {
  return { theme: theme?.theme ?? null, global: styling?.global ?? null };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The theme embedded in `doc`'s `#checkout-theme` block; `null` when there is none or it does not
 * have the shape the server writes (the app then applies the theme itself).
 */
export function embeddedThemeOf(doc: EmbeddingDocument | undefined): EmbeddedTheme | null {
  const embedded = readJsonBlock(doc, EMBEDDED_THEME_ID);
  if (!isRecord(embedded) || typeof embedded.apiKey !== 'string' || !isRecord(embedded.source)) return null;
  const { variables, issues } = embedded;
  if (!isRecord(variables) || !Object.values(variables).every((value) => typeof value === 'string')) return null;
  if (!Array.isArray(issues) || !issues.every((issue) => isRecord(issue) && typeof issue.path === 'string'))
    return null;
  return embedded as unknown as EmbeddedTheme;
}
