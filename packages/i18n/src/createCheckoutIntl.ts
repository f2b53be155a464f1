import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { CompiledMessages } from './CompiledMessages';
import { defaultLocale, type Locale } from './locales';

const cache = createIntlCache();

/** Options of {@link createCheckoutIntl}. */
export interface CheckoutIntlOptions {
  /** Called for a missing message or a formatting error instead of logging. Defaults to `console.error` outside production. */
  readonly onError?: (error: unknown) => void;
}

/** Creates a framework-free `IntlShape` (`@formatjs/intl`) over precompiled messages, for use outside React. */
export function createCheckoutIntl(
  locale: Locale,
  messages: CompiledMessages,
  options: CheckoutIntlOptions = {},
): IntlShape<string> {
  return createIntl(
    {
      locale,
      defaultLocale,
      messages: { ...messages },
      ...(options.onError === undefined ? {} : { onError: options.onError }),
    },
    cache,
  );
}
