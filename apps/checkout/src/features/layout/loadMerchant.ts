import { isLocale, loadMessages } from '@checkout/i18n';
import type { QueryClient } from '@tanstack/react-query';
import type { AppServices } from '../../app/AppServices';
import { merchantQueries } from '../../queries/merchantQueries';
import { preloadThemeMaths } from './loadMerchantTheme';
import { toLocaleOverride } from './toLocaleOverride';

/**
 * The loader step of every merchant page (the default layout's route and the update routes): the
 * merchant's locale, styling, theme and payment options, fetched together, then the theme applied
 * to them, before the page shows. Resolves to the locale answer (the layout's route checks the
 * page's language against it).
 */
export async function loadMerchant(queryClient: QueryClient, services: AppServices, apiKey: string, lang: string) {
  if (apiKey.trim() === '') services.reporter.report('Missing API key.', 'route');
  // A page the server rendered brought its applied theme in the query cache: the colour maths are
  // only for a theme the browser applies itself.
  if (queryClient.getQueriesData(merchantQueries.appliedThemesOf(apiKey)).length === 0) preloadThemeMaths();
  const [locale, styling, theme] = await Promise.all([
    queryClient.ensureQueryData(merchantQueries.locale(services, apiKey)),
    queryClient.ensureQueryData(merchantQueries.styling(services, apiKey)),
    queryClient.ensureQueryData(merchantQueries.theme(services, apiKey)),
    queryClient.ensureQueryData(merchantQueries.paymentOptions(services, apiKey, lang)),
  ]);
  await Promise.all([
    queryClient.ensureQueryData(merchantQueries.appliedTheme(services, apiKey, theme, styling)),
    // The override's parser too, when its texts need it: the layout then renders with them at once.
    isLocale(lang) ? loadMessages(lang, toLocaleOverride(locale), { areas: [] }) : undefined,
  ]);
  return locale;
}
