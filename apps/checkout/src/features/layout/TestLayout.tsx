import type { Locale } from '@checkout/i18n';
import { CheckoutIntlProvider } from '@checkout/i18n/react';
import { ThemeRoot } from '@checkout/ui';
import type { ReactNode } from 'react';

/** Props of {@link TestLayout}. */
export interface TestLayoutProps {
  readonly locale: Locale;
  readonly children: ReactNode;
}

/** The bare test layout: no merchant overrides and no chrome, for pages that exercise the system test calls. */
export function TestLayout({ locale, children }: TestLayoutProps) {
  return (
    <CheckoutIntlProvider locale={locale}>
      <ThemeRoot lang={locale}>{children}</ThemeRoot>
    </CheckoutIntlProvider>
  );
}
