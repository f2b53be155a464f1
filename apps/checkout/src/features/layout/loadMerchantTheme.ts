import type { ErrorReporter } from '../../app/createErrorReporter';
import type { MerchantTheme } from '../theme/applyMerchantTheme';
import type { ThemeSource } from '../theme/themeSourceOf';

/** The default theme: the stylesheet's own tokens, nothing rejected. */
export const DEFAULT_MERCHANT_THEME: MerchantTheme = { variables: {}, issues: [] };

/** The colour maths (`applyTheme` and its parsers), a chunk of its own: a page the server rendered brings its result. */
const loadThemeMaths = () => import('../theme/applyMerchantTheme');

/**
 * Starts loading the colour maths beside the merchant's reads, for a page the browser renders itself
 * (the server's shell, `vite dev`), so the layout does not wait for the chunk after the reads. Never rejects.
 */
export function preloadThemeMaths(): void {
  loadThemeMaths().catch(() => undefined);
}

/**
 * The merchant's theme applied to the kit's tokens, computed by the colour maths, imported on demand
 * (the query that calls this runs only where no server render brought its result). Never rejects:
 * when the chunk cannot load, the default theme, the failure reported (a deployment's missing chunk
 * has already reloaded the page once, `main.tsx`).
 */
export async function loadMerchantTheme(reporter: ErrorReporter, source: ThemeSource): Promise<MerchantTheme> {
  try {
    const { applyMerchantTheme } = await loadThemeMaths();
    return applyMerchantTheme(source);
  } catch (error) {
    reporter.report(error, 'theme');
    return DEFAULT_MERCHANT_THEME;
  }
}
