import type { Locale, MessageArea } from '@checkout/i18n';
import { CheckoutIntlProvider } from '@checkout/i18n/react';
import { ThemeRoot } from '@checkout/ui';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageChrome } from './PageChrome';
import { PageSkeleton } from './PageSkeleton';
import { usePageMessageAreas } from './usePageMessageAreas';

/** Props of {@link EmptyLayout}. */
export interface EmptyLayoutProps {
  readonly locale: Locale;
  /**
   * The message areas of `@checkout/i18n` the page shows beyond the catalogue's core part; the error
   * screens pass `[]`, so they never wait for (or fail on) the area of the route that failed.
   * Defaults to the areas the shown routes declare.
   */
  readonly areas?: readonly MessageArea[];
  readonly children: ReactNode;
}

/** The empty layout: the default theme and the language, no merchant chrome; for error and utility pages. */
export function EmptyLayout({ locale, areas: pageAreas, children }: EmptyLayoutProps) {
  const router = useRouter();
  const routeAreas = usePageMessageAreas();
  const areas = pageAreas ?? routeAreas;
  return (
    <CheckoutIntlProvider
      locale={locale}
      areas={areas}
      fallback={<PageSkeleton />}
      navigate={(href) => router.navigate({ href })}
    >
      <ThemeRoot>
        <PageChrome requestedLocale={locale}>{children}</PageChrome>
      </ThemeRoot>
    </CheckoutIntlProvider>
  );
}
