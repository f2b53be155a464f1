import { applyTheme, type ThemeIssue, type ThemeVariables } from '@checkout/ui/theme';
import type { ThemeSource } from './themeSourceOf';

/** A merchant theme applied to the kit's tokens: its custom properties, and the values it rejected. */
export interface MerchantTheme {
  readonly variables: ThemeVariables;
  readonly issues: readonly ThemeIssue[];
}

/**
 * Applies a merchant's theme and styling to the kit's tokens (`applyTheme`): the colour maths, run
 * by the server's render of a page and by the browser only when it renders a page itself
 * (`loadMerchantTheme`, which imports this file as a chunk of its own).
 */
export function applyMerchantTheme(source: ThemeSource): MerchantTheme {
  const { variables, issues } = applyTheme({ theme: source.theme, styling: { global: source.global } });
  return { variables, issues };
}
