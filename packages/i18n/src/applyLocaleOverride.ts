import type { CompiledMessages } from './CompiledMessages';
import { isIcuMessage } from './isIcuMessage';
import type { LocaleOverride } from './LocaleOverride';
import type { Locale } from './locales';
import { mergeLocaleOverride } from './mergeLocaleOverride';
import { overrideParser } from './overrideParser';

/**
 * Merges a merchant's messages for `locale` over a precompiled catalogue. Plain-text values become
 * literal text without any parser; only when a value uses ICU syntax is the parser imported (lazily).
 * Values are always text, never HTML: tags are not interpreted.
 */
export async function applyLocaleOverride(
  catalogue: CompiledMessages,
  override: LocaleOverride | undefined,
  locale: Locale,
): Promise<CompiledMessages> {
  const icu = Object.values(override?.messages?.[locale] ?? {}).some(
    (text) => typeof text === 'string' && isIcuMessage(text),
  );
  const parse = icu ? await overrideParser() : undefined;
  return mergeLocaleOverride(catalogue, override, locale, parse) ?? catalogue;
}
