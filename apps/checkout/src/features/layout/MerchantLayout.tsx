import { composeCheckoutSettings } from '@checkout/api-client';
import type { Locale } from '@checkout/i18n';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useServices } from '../../app/useServices';
import { merchantQueries } from '../../queries/merchantQueries';
import { DefaultLayout } from './DefaultLayout';
import { toLocaleOverride } from './toLocaleOverride';
import { withoutMerchantAssets } from './withoutMerchantAssets';

/** Props of {@link MerchantLayout}. */
export interface MerchantLayoutProps {
  readonly lang: string;
  readonly apiKey: string;
  /**
   * Whether the merchant's scripts, links and tag manager may load on the page: not on an update link,
   * which is a capability that nothing third-party may see.
   */
  readonly merchantAssets: boolean;
  readonly children: (context: { readonly sandboxMode: boolean }) => ReactNode;
}

/**
 * The default layout over the merchant's locale and styling overrides, theme and payment options (which the
 * route's loader has loaded, `loadMerchant`): the one layout of the checkout's pages and of the update flow.
 */
export function MerchantLayout({ lang, apiKey, merchantAssets, children }: MerchantLayoutProps) {
  const services = useServices();
  const locale = useSuspenseQuery(merchantQueries.locale(services, apiKey)).data;
  const styling = useSuspenseQuery(merchantQueries.styling(services, apiKey)).data;
  const theme = useSuspenseQuery(merchantQueries.theme(services, apiKey)).data;
  const paymentOptions = useSuspenseQuery(merchantQueries.paymentOptions(services, apiKey, lang)).data;
  const override = useMemo(() => toLocaleOverride(locale), [locale]);
  const pageStyling = useMemo(
    () => (merchantAssets ? styling : withoutMerchantAssets(styling)),
    [merchantAssets, styling],
  );
  const sandboxMode = composeCheckoutSettings({ paymentOptions }).sandboxMode;
  return (
    <DefaultLayout
      locale={lang as Locale}
      override={override}
      styling={pageStyling}
      theme={theme}
      sandboxMode={sandboxMode}
    >
      {children({ sandboxMode })}
    </DefaultLayout>
  );
}
