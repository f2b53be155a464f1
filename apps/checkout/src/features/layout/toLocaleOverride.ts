import type { LocaleOverride as WireLocaleOverride } from '@checkout/api-client';
import type { LocaleOverride } from '@checkout/i18n';

/** Flattens nested message objects to dotted ids and keeps only text values. */
function flatten(messages: Readonly<Record<string, unknown>>, prefix: string, into: Record<string, string>): void {
  for (const [key, value] of Object.entries(messages)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into[id] = value;
    else if (typeof value === 'object' && value !== null && !Array.isArray(value))
      flatten(value as Record<string, unknown>, id, into);
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
