import { applyTheme } from '@checkout/ui/theme';
import type { MerchantTheme, ThemeSource } from '../../early/embeddedTheme';

/**
 * Applies a merchant's theme and styling to the kit's tokens (`applyTheme`): the colour maths the
 * production server runs for each page it sends, and the app only when the page came without it
 * (`loadMerchantTheme`, which imports this file as a chunk of its own).
 */
export function applyMerchantTheme(source: ThemeSource): MerchantTheme {
  const { variables, issues } = applyTheme({ theme: source.theme, styling: { global: source.global } });
  return { variables, issues };
}
