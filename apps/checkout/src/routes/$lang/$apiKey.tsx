import { type Locale, resolveAvailableLocales, resolveDefaultLocale } from '@checkout/i18n';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { loadMerchant } from '../../features/layout/loadMerchant';
import { MerchantLayout } from '../../features/layout/MerchantLayout';
import { PageSkeleton } from '../../features/layout/PageSkeleton';
import { toLocaleOverride } from '../../features/layout/toLocaleOverride';

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
  component: MerchantRoute,
});

function MerchantRoute() {
  const { lang, apiKey } = Route.useParams();
  return (
    <MerchantLayout lang={lang} apiKey={apiKey} merchantAssets>
      {() => <Outlet />}
    </MerchantLayout>
  );
}
