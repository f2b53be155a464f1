import type { QueryClient } from '@tanstack/react-query';
import type { AppServices } from '../../app/AppServices';
import { merchantQueries } from '../../queries/merchantQueries';
import { preloadThemeMaths } from '../layout/loadMerchantTheme';

/**
 * Loader of every update route: the merchant's locale, styling, theme and payment options, then the
 * theme applied to them, before the page shows.
 */
export async function loadUpdateMerchant(
  queryClient: QueryClient,
  services: AppServices,
  apiKey: string,
  lang: string,
): Promise<void> {
  if (apiKey.trim() === '') services.reporter.report('Missing API key.', 'route');
  preloadThemeMaths(apiKey);
  const [, styling, theme] = await Promise.all([
    queryClient.ensureQueryData(merchantQueries.locale(services, apiKey)),
    queryClient.ensureQueryData(merchantQueries.styling(services, apiKey)),
    queryClient.ensureQueryData(merchantQueries.theme(services, apiKey)),
    queryClient.ensureQueryData(merchantQueries.paymentOptions(services, apiKey, lang)),
  ]);
  await queryClient.ensureQueryData(merchantQueries.appliedTheme(services, apiKey, theme, styling));
}
