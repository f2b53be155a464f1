import type { Styling, ThemeOverride } from '@checkout/api-client';
import type { Locale, LocaleOverride } from '@checkout/i18n';
import { CheckoutIntlProvider } from '@checkout/i18n/react';
import { ThemeRoot } from '@checkout/ui';
import { useMatches, useParams, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useServices } from '../../app/useServices';
import { MerchantHead } from './MerchantHead';
import { PageChrome } from './PageChrome';
import { PageSkeleton } from './PageSkeleton';
import { useMerchantTheme } from './useMerchantTheme';
import { usePageMessageAreas } from './usePageMessageAreas';

/** Props of {@link DefaultLayout}. */
export interface DefaultLayoutProps {
  readonly locale: Locale;
  /** The merchant's locale override, already loaded (the route waits for it). */
  readonly override: LocaleOverride | undefined;
  readonly styling: Styling | null;
  readonly theme: ThemeOverride | null;
  readonly sandboxMode: boolean;
  readonly children: ReactNode;
}

/**
 * The default layout: the merchant's language override, theme and styling, head links and scripts, and
 * the page chrome. The catalogue's core part and the message areas of the shown routes load before the page shows.
 */
export function DefaultLayout({ locale, override, styling, theme, sandboxMode, children }: DefaultLayoutProps) {
  const router = useRouter();
  const { config } = useServices();
  const { apiKey = null } = useParams({ strict: false });
  const tagManager = useMatches({ select: (matches) => matches.at(-1)?.staticData.tagManager === true });
  const areas = usePageMessageAreas();
  const applied = useMerchantTheme(apiKey ?? '', theme, styling);
  return (
    <CheckoutIntlProvider
      locale={locale}
      override={override}
      areas={areas}
      fallback={<PageSkeleton />}
      navigate={(href) => router.navigate({ href })}
    >
      <ThemeRoot variables={applied.variables} data-testid="theme-root">
        <MerchantHead
          styling={styling}
          approval={config.merchantAssets}
          apiKey={apiKey}
          sandboxMode={sandboxMode}
          tagManager={tagManager}
        />
        <PageChrome requestedLocale={locale}>{children}</PageChrome>
      </ThemeRoot>
    </CheckoutIntlProvider>
  );
}
