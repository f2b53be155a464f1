import type { Locale } from '../locales';
import { useCheckoutLocaleContext } from './useCheckoutLocaleContext';

/** The locales the merchant offers (the merchant's `locales`, or all twelve), for the locale switch. */
export function useAvailableLocales(): readonly Locale[] {
  return useCheckoutLocaleContext().availableLocales;
}
