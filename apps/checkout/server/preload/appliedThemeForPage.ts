import { checkoutRoutes, checkoutRouteUrl, createCheckoutApi } from '@checkout/api-client';
import { EMBEDDED_THEME_ID, type EmbeddedTheme, themeSourceOf } from '../../src/early/embeddedTheme';
import { applyMerchantTheme } from '../../src/features/theme/applyMerchantTheme';
import { addJsonBlock } from '../addJsonBlock';
import { pageSegments } from './dataPreloads';
import type { EmbeddedReads } from './readPlatformForPage';

/**
 * The merchant theme the page's layout applies, computed from the theme and styling answers the
 * server read for the page (`reads`), so that the browser need not load the colour maths (ADR 0008);
 * `null` unless both were read. The answers go through the app's own API client, so a body the app
 * would refuse counts as no theme or no styling here as it does there (`merchantQueries`), and the
 * result is the one the app would compute (`applyMerchantTheme`).
 */
export async function appliedThemeForPage(
  apiBase: string,
  path: string,
  reads: EmbeddedReads,
): Promise<EmbeddedTheme | null> {
  const apiKey = pageSegments(path)[1];
  if (!apiKey) return null;
  let urls: string[];
  try {
    urls = [checkoutRoutes.getStyling, checkoutRoutes.getTheme].map((route) =>
      checkoutRouteUrl(apiBase, route, { api_key: apiKey }),
    );
  } catch {
    return null;
  }
  if (!urls.every((url) => Object.hasOwn(reads, url))) return null;
  const api = createCheckoutApi({
    checkoutApiBase: apiBase,
    apiKey,
    fetch: async (input) => {
      const read = reads[String(input)];
      if (!read) throw new TypeError('The server did not read this for the page.');
      return Response.json(read.body, { status: read.status });
    },
  });
  const [styling, theme] = await Promise.all([
    api.getStyling().then(
      ({ data }) => data,
      () => null,
    ),
    api.getTheme().then(
      ({ data }) => data,
      () => null,
    ),
  ]);
  const source = themeSourceOf(theme, styling);
  return { apiKey, source, ...applyMerchantTheme(source) };
}

/** Adds the applied theme as the `#checkout-theme` JSON block to the head (`loadMerchantTheme` takes it); nothing without one. */
export function addAppliedTheme(html: string, theme: EmbeddedTheme | null): string {
  return theme === null ? html : addJsonBlock(html, EMBEDDED_THEME_ID, theme);
}
