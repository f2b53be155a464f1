import type { WireLocaleOverride } from '@checkout/api-client';
import type { LocaleOverride } from '@checkout/i18n';

/** The longest override text kept; a longer one (a page-breaking or parser-exhausting payload) is dropped and the catalogue's text shown. */
export const MAX_OVERRIDE_MESSAGE_LENGTH = 2000;

/** How deeply message objects may nest before the rest is ignored. */
const MAX_DEPTH = 8;

/** Flattens nested message objects to dotted ids and keeps only text values of a sensible length. */
function flatten(
  messages: Readonly<Record<string, unknown>>,
  prefix: string,
  into: Record<string, string>,
  depth = 0,
): void {
  for (const [key, value] of Object.entries(messages)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      if (value.length <= MAX_OVERRIDE_MESSAGE_LENGTH) into[id] = value;
    } else if (typeof value === 'object' && value !== null && !Array.isArray(value) && depth < MAX_DEPTH)
      flatten(value as Record<string, unknown>, id, into, depth + 1);
  }
}

/** Turns the platform's locale override (possibly nested messages) into the i18n package's override. */
export function toLocaleOverride(wire: WireLocaleOverride | null | undefined): LocaleOverride | undefined {
  if (!wire) return undefined;
  const messages: Record<string, Record<string, string>> = {};
  for (const [locale, values] of Object.entries(wire.messages ?? {})) {
    const flat: Record<string, string> = {};
    flatten(values, '', flat);
    messages[locale] = flat;
  }
  return {
    messages,
    ...(wire.defaultLocale ? { defaultLocale: wire.defaultLocale } : {}),
    ...(wire.locales && wire.locales.length > 0 ? { locales: wire.locales } : {}),
  };
}
