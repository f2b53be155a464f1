import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import type { CompiledMessages } from '../CompiledMessages';
import type { LocaleOverride } from '../LocaleOverride';
import { loadMessages } from '../loadMessages';
import { defaultLocale, type Locale } from '../locales';
import { resolveAvailableLocales } from '../resolveAvailableLocales';
import { toIntlLocale } from '../toIntlLocale';
import { CheckoutLocaleContext, type CheckoutLocaleContextValue } from './CheckoutLocaleContext';
import { switchLocale } from './switchLocale';

/** Props of {@link CheckoutIntlProvider}. */
export interface CheckoutIntlProviderProps {
  /** The locale to show, usually from `detectLocale` over the route. */
  readonly locale: Locale;
  /** The merchant's locale override (`GET /locale`); keep its identity stable between renders. Defaults to none. */
  readonly override?: LocaleOverride;
  /** Navigates after a locale switch, e.g. the router's navigate. Defaults to `window.location.assign`. */
  readonly navigate?: (href: string) => void;
  /** Shown until the first catalogue has loaded. Defaults to `null`. */
  readonly fallback?: ReactNode;
  /** Receives missing-message and formatting errors. Defaults to react-intl's console reporting. */
  readonly onError?: (error: unknown) => void;
  /** The checkout. */
  readonly children: ReactNode;
}

interface Loaded {
  readonly locale: Locale;
  readonly messages: CompiledMessages;
}

function browserNavigate(href: string): void {
  window.location.assign(href);
}

/**
 * Loads the catalogue of `locale` (one chunk), merges the merchant's overrides over it and provides
 * react-intl plus the checkout's locale hooks; while another locale loads, the previous one stays on screen.
 */
export function CheckoutIntlProvider(props: CheckoutIntlProviderProps): ReactNode {
  const { locale, override, navigate = browserNavigate, fallback = null, onError, children } = props;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    let current = true;
    loadMessages(locale, override).then(
      (messages) => {
        if (current) setLoaded({ locale, messages });
      },
      (error: unknown) => {
        if (current) setFailure(error);
      },
    );
    return () => {
      current = false;
    };
  }, [locale, override]);

  const availableLocales = useMemo(() => resolveAvailableLocales(override), [override]);
  const switchTo = useCallback(
    (next: Locale) =>
      switchLocale(next, {
        location: window.location,
        writeCookie: (cookie) => {
          // biome-ignore lint/suspicious/noDocumentCookie: the spec's cookie must be readable on the next request; the Cookie Store API is not in every supported browser.
          document.cookie = cookie;
        },
        navigate,
      }),
    [navigate],
  );
  const context = useMemo<CheckoutLocaleContextValue | null>(
    () => (loaded === null ? null : { locale: loaded.locale, availableLocales, switchLocale: switchTo }),
    [loaded, availableLocales, switchTo],
  );

  // A catalogue chunk that fails to load is a chunk-load error: the host's error boundary handles it (spec §8).
  if (failure !== null) throw failure;
  if (loaded === null || context === null) return fallback;
  return (
    <CheckoutLocaleContext.Provider value={context}>
      <IntlProvider
        locale={toIntlLocale(loaded.locale)}
        defaultLocale={defaultLocale}
        messages={loaded.messages}
        {...(onError === undefined ? {} : { onError })}
      >
        {children}
      </IntlProvider>
    </CheckoutLocaleContext.Provider>
  );
}
