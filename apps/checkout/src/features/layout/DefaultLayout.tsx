import type { Styling, Theme } from '@checkout/api-client';
import type { Locale, LocaleOverride } from '@checkout/i18n';
import { CheckoutIntlProvider } from '@checkout/i18n/react';
import { applyTheme, ThemeRoot } from '@checkout/ui';
import { useParams, useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useServices } from '../../app/useServices';
import { MerchantHead } from './MerchantHead';
import { PageChrome } from './PageChrome';
import { PageSkeleton } from './PageSkeleton';

/** Props of {@link DefaultLayout}. */
export interface DefaultLayoutProps {
  readonly locale: Locale;
  /** The merchant's locale override, already loaded (the route waits for it). */
  readonly override: LocaleOverride | undefined;
  readonly styling: Styling | null;
  readonly theme: Theme | null;
  readonly sandboxMode: boolean;
  readonly children: ReactNode;
}

/** The default layout: the merchant's language override, theme and styling, head links and scripts, and the page chrome. */
export function DefaultLayout({ locale, override, styling, theme, sandboxMode, children }: DefaultLayoutProps) {
  const router = useRouter();
  const { reporter, config } = useServices();
  const { apiKey = null } = useParams({ strict: false });
  const applied = useMemo(() => applyTheme({ theme: theme?.theme ?? null, styling }), [theme, styling]);
  useEffect(() => {
    if (applied.issues.length > 0)
      reporter.report(new Error(`Rejected styling values: ${JSON.stringify(applied.issues)}`), 'styling');
  }, [applied, reporter]);
  return (
    <CheckoutIntlProvider
      locale={locale}
      override={override}
      fallback={<PageSkeleton />}
      navigate={(href) => router.navigate({ href })}
    >
      <ThemeRoot variables={applied.variables} data-testid="theme-root">
        <MerchantHead styling={styling} approval={config.merchantAssets} apiKey={apiKey} sandboxMode={sandboxMode} />
        <PageChrome requestedLocale={locale}>{children}</PageChrome>
      </ThemeRoot>
    </CheckoutIntlProvider>
  );
}
