import type { Locale } from '@checkout/i18n';
import { CheckoutIntlProvider } from '@checkout/i18n/react';
import { ThemeRoot } from '@checkout/ui';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageChrome } from './PageChrome';
import { PageSkeleton } from './PageSkeleton';

/** Props of {@link EmptyLayout}. */
export interface EmptyLayoutProps {
  readonly locale: Locale;
  readonly children: ReactNode;
}

/** The empty layout: the default theme and the language, no merchant chrome; for error and utility pages. */
export function EmptyLayout({ locale, children }: EmptyLayoutProps) {
  const router = useRouter();
  return (
    <CheckoutIntlProvider locale={locale} fallback={<PageSkeleton />} navigate={(href) => router.navigate({ href })}>
      <ThemeRoot>
        <PageChrome requestedLocale={locale}>{children}</PageChrome>
      </ThemeRoot>
    </CheckoutIntlProvider>
  );
}
