import { createContext } from 'react';
import type { Locale } from '../locales';

/** What the checkout's locale context holds; read it through the hooks. */
export interface CheckoutLocaleContextValue {
  /** The locale whose messages are shown. */
  readonly locale: Locale;
  /** The locales the merchant offers, for the locale switch. */
  readonly availableLocales: readonly Locale[];
  /** Switches to another locale: stores the cookie and navigates to the same page under the new prefix. */
  readonly switchLocale: (locale: Locale) => void;
}

/** The locale context that {@link CheckoutIntlProvider} provides; `null` outside a provider. */
export const CheckoutLocaleContext = createContext<CheckoutLocaleContextValue | null>(null);
