import { checkoutKeys, type Styling, type ThemeOverride } from '@checkout/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { AppServices } from '../app/AppServices';
import { loadMerchantTheme } from '../features/layout/loadMerchantTheme';
import { themeSourceOf } from '../features/theme/themeSourceOf';

/** How often the flag service is asked again (spec §7, §9). */
const FEATURE_FLAG_REFRESH_MS = 300_000;

/**
 * The flag service's client, imported on the first read: a page the server rendered came with its
 * flags, so only their refresh five minutes later (or a shell's first read) needs it.
 */
const loadFeatureFlags = () => import('../features/flags/fetchFeatureFlags').then((module) => module.fetchFeatureFlags);

/** Runs a read whose failure is only logged (spec §8): resolves to `null` instead of rejecting. */
async function loggedOnly<T>(services: AppServices, context: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    services.reporter.report(error, context);
    return null;
  }
}

/** The key of every applied theme of a merchant, whatever its theme and styling. */
const appliedThemeKey = (apiKey: string) => ['applied-theme', apiKey] as const;

/** Query options of a merchant's overrides and settings; failures of these reads never block the page. */
export const merchantQueries = {
  /** The merchant's translation override (`GET /locale`); `null` when it failed. */
  locale: (services: AppServices, apiKey: string) =>
    queryOptions({
      queryKey: checkoutKeys.locale(apiKey),
      queryFn: ({ signal }) =>
        loggedOnly(services, 'locale', async () => (await services.api(apiKey).getLocale({ signal })).data),
    }),
  /** The merchant's styling override (`GET /styling`); `null` when it failed. */
  styling: (services: AppServices, apiKey: string) =>
    queryOptions({
      queryKey: checkoutKeys.styling(apiKey),
      queryFn: ({ signal }) =>
        loggedOnly(services, 'styling', async () => (await services.api(apiKey).getStyling({ signal })).data),
    }),
  /** The merchant's theme (`GET /theme`), fetched once per api key (spec §4); `null` when it failed. */
  theme: (services: AppServices, apiKey: string) =>
    queryOptions({
      queryKey: checkoutKeys.theme(apiKey),
      queryFn: ({ signal }) =>
        loggedOnly(services, 'theme', async () => (await services.api(apiKey).getTheme({ signal })).data),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /**
   * The merchant's theme and styling applied to the kit's tokens, with the values rejected: in the
   * query cache of a page the server rendered, else computed by the colour maths loaded on demand;
   * the default theme when they cannot load (`loadMerchantTheme`). Keyed by what `applyTheme` reads,
   * so a changed styling is applied again.
   */
  appliedTheme: (services: AppServices, apiKey: string, theme: ThemeOverride | null, styling: Styling | null) => {
    const source = themeSourceOf(theme, styling);
    return queryOptions({
      queryKey: [...appliedThemeKey(apiKey), source] as const,
      queryFn: () => loadMerchantTheme(services.reporter, source),
      staleTime: Number.POSITIVE_INFINITY,
    });
  },
  /** The query filter of every applied theme of a merchant (`appliedTheme`), whatever its theme and styling. */
  appliedThemesOf: (apiKey: string) => ({ queryKey: appliedThemeKey(apiKey) }),
  /** The merchant's payment options for a locale; `null` when they failed. */
  paymentOptions: (services: AppServices, apiKey: string, locale: string) =>
    queryOptions({
      queryKey: checkoutKeys.paymentOptions(apiKey, locale),
      queryFn: ({ signal }) =>
        loggedOnly(
          services,
          'payment options',
          async () => (await services.api(apiKey).getPaymentOptions(locale, { signal })).data,
        ),
    }),
  /** Feature flags of the merchant, polled every 300 s; `{}` without a service or when it (or its client's import) failed. */
  featureFlags: (services: AppServices, apiKey: string) =>
    queryOptions({
      queryKey: ['feature-flags', apiKey] as const,
      queryFn: async ({ signal }) =>
        (await loggedOnly(services, 'feature flags', async () => {
          const fetchFeatureFlags = await loadFeatureFlags();
          const source = { url: services.config.featureFlagsUrl, clientKey: services.config.featureFlagsClientKey };
          return fetchFeatureFlags(source, apiKey, { signal, fetch: services.fetch });
        })) ?? {},
      refetchInterval: FEATURE_FLAG_REFRESH_MS,
      staleTime: FEATURE_FLAG_REFRESH_MS,
    }),
};
