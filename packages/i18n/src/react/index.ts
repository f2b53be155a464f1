export type { CheckoutIntlProviderProps } from './CheckoutIntlProvider';
export { CheckoutIntlProvider } from './CheckoutIntlProvider';
export type { CheckoutLocaleContextValue } from './CheckoutLocaleContext';
export type { LocaleSwitchEnvironment } from './switchLocale';
export { switchLocale } from './switchLocale';
export { useAvailableLocales } from './useAvailableLocales';
export { useLocale } from './useLocale';
export { useSwitchLocale } from './useSwitchLocale';
