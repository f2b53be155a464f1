import type { Locale } from '../locales';
import { useCheckoutLocaleContext } from './useCheckoutLocaleContext';

/** A function that switches the language: it stores the `i18n_redirected` cookie and navigates to the new URL prefix. */
export function useSwitchLocale(): (locale: Locale) => void {
  return useCheckoutLocaleContext().switchLocale;
}
