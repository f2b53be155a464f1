import { useContext } from 'react';
import { CheckoutLocaleContext, type CheckoutLocaleContextValue } from './CheckoutLocaleContext';

/** Reads the locale context, failing loudly when a component is rendered outside `CheckoutIntlProvider`. */
export function useCheckoutLocaleContext(): CheckoutLocaleContextValue {
  const value = useContext(CheckoutLocaleContext);
  if (value === null) throw new Error('useLocale and useSwitchLocale must be used inside <CheckoutIntlProvider>.');
  return value;
}
