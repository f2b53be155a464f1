import type { Locale } from '../locales';
import { useCheckoutLocaleContext } from './useCheckoutLocaleContext';

/** The locale whose messages are on screen. */
export function useLocale(): Locale {
  return useCheckoutLocaleContext().locale;
}
