import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import type { CompiledMessages } from '../CompiledMessages';
import { type MessageArea, messageAreas } from '../generated/catalogues/messageAreas';
import type { LocaleOverride } from '../LocaleOverride';
import { loadCatalogue, loadedCatalogue } from '../loadCatalogue';
import { loadedMessages } from '../loadedMessages';
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
  /**
   * The page areas the children show beside the core part (`[]` for the core alone); the children
   * render once they have loaded. Defaults to every area: the whole catalogue.
   */
  readonly areas?: readonly MessageArea[];
  /** Navigates after a locale switch, e.g. the router's navigate. Defaults to `window.location.assign`. */
  readonly navigate?: (href: string) => void;
  /** Shown until the first catalogue, or an area the children need, has loaded. Defaults to `null`. */
  readonly fallback?: ReactNode;
  /** Receives missing-message and formatting errors. Defaults to react-intl's console reporting. */
  readonly onError?: (error: unknown) => void;
  /** The checkout. */
  readonly children: ReactNode;
}

interface Loaded {
  readonly locale: Locale;
  readonly override: LocaleOverride | undefined;
  /** The page areas the messages hold beside the core part. */
  readonly areas: ReadonlySet<MessageArea>;
  /** The core part, those areas and the merchant's overrides of the locale. */
  readonly messages: CompiledMessages;
}

function browserNavigate(href: string): void {
  window.location.assign(href);
}

const holdsAll = (loaded: Loaded, areas: readonly MessageArea[]) => areas.every((area) => loaded.areas.has(area));

/**
 * Adds the parts of more areas to loaded messages. The parts hold disjoint ids, and the loaded
 * messages hold every override of the locale already, so the overrides keep winning in the new areas.
 */
function extend(loaded: Loaded, areas: readonly MessageArea[], parts: CompiledMessages): Loaded {
  return { ...loaded, areas: new Set([...loaded.areas, ...areas]), messages: { ...parts, ...loaded.messages } };
}

/**
 * Loads the catalogue of `locale` (its core part and the page areas asked for, each one chunk), merges
 * the merchant's overrides over it and provides react-intl plus the checkout's locale hooks. The
 * children render only with every area they need: while another locale loads, the previous one stays
 * on screen; while a new area loads, the fallback shows, unless its part has loaded already (a
 * route's loader loaded it), then the children render with it at once.
 */
export function CheckoutIntlProvider(props: CheckoutIntlProviderProps): ReactNode {
  const {
    locale,
    override,
    areas = messageAreas,
    navigate = browserNavigate,
    fallback = null,
    onError,
    children,
  } = props;
  // One value per set of areas, whatever the order or identity of the array.
  const areasKey = [...new Set(areas)].sort().join(' ');
  const asked = useMemo(() => (areasKey === '' ? [] : (areasKey.split(' ') as MessageArea[])), [areasKey]);

  // Messages loaded before the first render (a server render, the hydration of it, a route loader's
  // load) render at once: the page's first paint has its texts, and hydration matches the server's HTML.
  const [loaded, setLoaded] = useState<Loaded | null>(() => {
    const messages = loadedMessages(locale, override, { areas: asked });
    return messages === undefined ? null : { locale, override, areas: new Set(asked), messages };
  });
  const [failure, setFailure] = useState<unknown>(null);

  // What the children can render with now: messages holding every area asked for (of the previous
  // locale while the next one loads), or this locale's messages extended with parts already loaded.
  const shown = useMemo(() => {
    if (loaded === null || holdsAll(loaded, asked)) return loaded;
    if (loaded.locale !== locale || loaded.override !== override) return null;
    const missing = asked.filter((area) => !loaded.areas.has(area));
    const parts = loadedCatalogue(locale, { areas: missing });
    return parts === undefined ? null : extend(loaded, missing, parts);
  }, [loaded, asked, locale, override]);

  useEffect(() => {
    const current = shown !== null && shown.locale === locale && shown.override === override;
    if (current && holdsAll(shown, asked)) {
      if (shown !== loaded) setLoaded(shown);
      return undefined;
    }
    let active = true;
    const sameMessages = loaded !== null && loaded.locale === locale && loaded.override === override;
    const missing = sameMessages ? asked.filter((area) => !loaded.areas.has(area)) : asked;
    const next =
      sameMessages && loaded !== null
        ? loadCatalogue(locale, { areas: missing }).then((parts) => extend(loaded, missing, parts))
        : loadMessages(locale, override, { areas: asked }).then((messages) => ({
            locale,
            override,
            areas: new Set(asked),
            messages,
          }));
    next.then(
      (value) => {
        if (active) setLoaded(value);
      },
      (error: unknown) => {
        if (active) setFailure(error);
      },
    );
    return () => {
      active = false;
    };
  }, [shown, loaded, asked, locale, override]);

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
    () => (shown === null ? null : { locale: shown.locale, availableLocales, switchLocale: switchTo }),
    [shown, availableLocales, switchTo],
  );

  // A catalogue chunk that fails to load is a chunk-load error: the host's error boundary handles it (spec §8).
  if (failure !== null) throw failure;
  if (shown === null || context === null) return fallback;
  return (
    <CheckoutLocaleContext.Provider value={context}>
      <IntlProvider
        locale={toIntlLocale(shown.locale)}
        defaultLocale={defaultLocale}
        messages={shown.messages}
        {...(onError === undefined ? {} : { onError })}
      >
        {children}
      </IntlProvider>
    </CheckoutLocaleContext.Provider>
  );
}
