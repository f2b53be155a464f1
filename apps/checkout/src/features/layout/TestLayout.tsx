import type { Locale } from '@checkout/i18n';
import { CheckoutIntlProvider } from '@checkout/i18n/react';
import { ThemeRoot } from '@checkout/ui';
import type { ReactNode } from 'react';
import { usePageMessageAreas } from './usePageMessageAreas';

/** Props of {@link TestLayout}. */
export interface TestLayoutProps {
  readonly locale: Locale;
  readonly children: ReactNode;
}

/** The bare test layout: no merchant overrides and no chrome, for pages that exercise the system test calls. */
export function TestLayout({ locale, children }: TestLayoutProps) {
  const areas = usePageMessageAreas();
  return (
    <CheckoutIntlProvider locale={locale} areas={areas}>
      <ThemeRoot lang={locale}>{children}</ThemeRoot>
    </CheckoutIntlProvider>
  );
}
