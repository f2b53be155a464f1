import { serializeLocaleCookie } from '../localeCookie';
import type { Locale } from '../locales';
import { localizePath } from '../localizePath';

/** Where the browser is and how to write its cookie; injectable so the switch is testable and router-agnostic. */
export interface LocaleSwitchEnvironment {
  /** The current location (`window.location`). */
  readonly location: Pick<Location, 'pathname' | 'search' | 'hash' | 'protocol'>;
  /** Writes one cookie string (`document.cookie = value`). */
  readonly writeCookie: (cookie: string) => void;
  /** Navigates to a same-origin href (the router's navigate, or `location.assign`). */
  readonly navigate: (href: string) => void;
}

/** Stores `locale` in the language cookie and navigates to the current page under its prefix, keeping query and hash. */
export function switchLocale(locale: Locale, environment: LocaleSwitchEnvironment): void {
  const { location } = environment;
  environment.writeCookie(serializeLocaleCookie(locale, { secure: location.protocol === 'https:' }));
  environment.navigate(`${localizePath(location.pathname, locale)}${location.search}${location.hash}`);
}
