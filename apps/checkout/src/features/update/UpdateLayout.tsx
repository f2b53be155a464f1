import { composeCheckoutSettings } from '@checkout/api-client';
import type { Locale } from '@checkout/i18n';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useServices } from '../../app/useServices';
import { merchantQueries } from '../../queries/merchantQueries';
import { DefaultLayout } from '../layout/DefaultLayout';
import { toLocaleOverride } from '../layout/toLocaleOverride';
import { withoutMerchantAssets } from './withoutMerchantAssets';

/** Props of {@link UpdateLayout}. */
export interface UpdateLayoutProps {
  readonly lang: string;
  readonly apiKey: string;
  readonly children: (context: { readonly sandboxMode: boolean }) => ReactNode;
}

/** Makes sure `<meta name="referrer" content="no-referrer">` is in the head while an update page is open (the server also sends the header). */
function useNoReferrer(): void {
  useEffect(() => {
    if (document.head.querySelector('meta[name="referrer"][content="no-referrer"]')) return undefined;
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.prepend(meta);
    return () => meta.remove();
  }, []);
}

/**
 * The default layout for the update flow: the merchant's language, theme and styling, but none of
 * its scripts, links or tag manager (a link is a capability; nothing third-party sees the page).
 */
export function UpdateLayout({ lang, apiKey, children }: UpdateLayoutProps) {
  useNoReferrer();
  const services = useServices();
  const locale = useSuspenseQuery(merchantQueries.locale(services, apiKey)).data;
  const styling = useSuspenseQuery(merchantQueries.styling(services, apiKey)).data;
  const theme = useSuspenseQuery(merchantQueries.theme(services, apiKey)).data;
  const paymentOptions = useSuspenseQuery(merchantQueries.paymentOptions(services, apiKey, lang)).data;
  const override = useMemo(() => toLocaleOverride(locale), [locale]);
  const safeStyling = useMemo(() => withoutMerchantAssets(styling), [styling]);
  const sandboxMode = composeCheckoutSettings({ paymentOptions }).sandboxMode;
  return (
    <DefaultLayout
      locale={lang as Locale}
      override={override}
      styling={safeStyling}
      theme={theme}
      sandboxMode={sandboxMode}
    >
      {children({ sandboxMode })}
    </DefaultLayout>
  );
}
