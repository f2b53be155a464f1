import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { CompiledMessages } from './CompiledMessages';
import { isIcuMessage } from './isIcuMessage';
import type { LocaleOverride } from './LocaleOverride';
import type { Locale } from './locales';
import type { OverrideParser } from './overrideParser';

/**
 * Merges a merchant's messages for `locale` over a catalogue at once: plain text as literal text,
 * ICU values with `parse`; `undefined` when a value uses ICU syntax and no parser is given.
 */
export function mergeLocaleOverride(
  catalogue: CompiledMessages,
  override: LocaleOverride | undefined,
  locale: Locale,
  parse: OverrideParser | undefined,
): CompiledMessages | undefined {
  const overrides = override?.messages?.[locale];
  if (overrides === undefined) return catalogue;
  const entries = Object.entries(overrides).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (entries.length === 0) return catalogue;
  const merged: Record<string, MessageFormatElement[]> = { ...catalogue };
  for (const [id, text] of entries) {
    if (!isIcuMessage(text)) merged[id] = [{ type: 0, value: text }];
    else if (parse === undefined) return undefined;
    else merged[id] = parse(text);
  }
  return merged;
}
