import { getDateTimeFormat } from './getDateTimeFormat';
import type { Locale } from './locales';
import { resolveDateLocale } from './resolveDateLocale';

/** Options of {@link formatTimestamp}. */
export interface TimestampOptions {
  /** IANA time zone to show the time in. Defaults to the runtime's time zone. */
  readonly timeZone?: string;
}

/** Formats an absolute timestamp with day, month name, year and hour:minute in the UI language (spec §9). */
export function formatTimestamp(date: Date | number, locale: Locale, options: TimestampOptions = {}): string {
  return getDateTimeFormat(resolveDateLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(options.timeZone === undefined ? {} : { timeZone: options.timeZone }),
  }).format(date);
}
