import { composeCheckoutSettings } from '@checkout/api-client';
import { type Locale, resolveAvailableLocales, resolveDefaultLocale } from '@checkout/i18n';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useServices } from '../../app/useServices';
import { DefaultLayout } from '../../features/layout/DefaultLayout';
import { loadMerchant } from '../../features/layout/loadMerchant';
import { PageSkeleton } from '../../features/layout/PageSkeleton';
import { toLocaleOverride } from '../../features/layout/toLocaleOverride';
import { merchantQueries } from '../../queries/merchantQueries';

// The default layout: waits for the merchant's locale and styling overrides, theme and payment options, fetched
// together (and alongside the child route's own data), then for the theme applied to them (usually the server's),
// showing a skeleton meanwhile (`loadMerchant`); a language the merchant does not offer redirects to its default.
export const Route = createFileRoute('/$lang/$apiKey')({
  staticData: { pageKind: 'checkout' },
  loader: async ({ context: { queryClient, services }, params, location }) => {
    const locale = await loadMerchant(queryClient, services, params.apiKey, params.lang);
    const override = toLocaleOverride(locale);
    const available = resolveAvailableLocales(override);
    if (!available.includes(params.lang as Locale)) {
      const target = resolveDefaultLocale(override);
      throw redirect({
        href: `/${target}${location.pathname.slice(params.lang.length + 1)}${location.searchStr}`,
        replace: true,
      });
    }
  },
  pendingComponent: PageSkeleton,
  component: MerchantLayout,
});

function MerchantLayout() {
  const { lang, apiKey } = Route.useParams();
  const services = useServices();
  const locale = useSuspenseQuery(merchantQueries.locale(services, apiKey)).data;
  const styling = useSuspenseQuery(merchantQueries.styling(services, apiKey)).data;
  const theme = useSuspenseQuery(merchantQueries.theme(services, apiKey)).data;
  const paymentOptions = useSuspenseQuery(merchantQueries.paymentOptions(services, apiKey, lang)).data;
  const override = useMemo(() => toLocaleOverride(locale), [locale]);
  const sandboxMode = composeCheckoutSettings({ paymentOptions }).sandboxMode;
  return (
    <DefaultLayout
      locale={lang as Locale}
      override={override}
      styling={styling}
      theme={theme}
      sandboxMode={sandboxMode}
    >
      <Outlet />
    </DefaultLayout>
  );
}
