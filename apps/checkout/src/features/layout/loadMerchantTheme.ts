import type { ErrorReporter } from '../../app/createErrorReporter';
import { embeddedThemeOf, type MerchantTheme, type ThemeSource } from '../../early/embeddedTheme';

/** The default theme: the stylesheet's own tokens, nothing rejected. */
export const DEFAULT_MERCHANT_THEME: MerchantTheme = { variables: {}, issues: [] };

/** The colour maths (`applyTheme` and its parsers), a chunk of its own: most pages get the server's result. */
const loadThemeMaths = () => import('../theme/applyMerchantTheme');

const pageDocument = () => (globalThis as { document?: Document }).document;

/**
 * Starts loading the colour maths beside the merchant's reads when the page's HTML brought no
 * applied theme for `apiKey` (a server that could not read the theme in time, `vite dev`), so the
 * layout does not wait for the chunk after the reads. Never rejects.
 */
export function preloadThemeMaths(apiKey: string): void {
  if (embeddedThemeOf(pageDocument())?.apiKey === apiKey) return;
  loadThemeMaths().catch(() => undefined);
}

/**
 * The merchant's theme applied to the kit's tokens: the production server's (`#checkout-theme`) when
 * it applied this same theme and styling for this merchant, else computed here by the colour maths,
 * imported on demand. Never rejects: when the chunk cannot load, the default theme, the failure
 * reported (a deployment's missing chunk has already reloaded the page once, `main.tsx`).
 */
export async function loadMerchantTheme(
  reporter: ErrorReporter,
  apiKey: string,
  source: ThemeSource,
): Promise<MerchantTheme> {
  const embedded = embeddedThemeOf(pageDocument());
  if (embedded?.apiKey === apiKey && JSON.stringify(embedded.source) === JSON.stringify(source)) {
    return { variables: embedded.variables, issues: embedded.issues };
  }
  try {
    const { applyMerchantTheme } = await loadThemeMaths();
    return applyMerchantTheme(source);
  } catch (error) {
    reporter.report(error, 'theme');
    return DEFAULT_MERCHANT_THEME;
  }
}
