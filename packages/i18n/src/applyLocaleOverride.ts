import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { CompiledMessages } from './CompiledMessages';
import { isIcuMessage } from './isIcuMessage';
import type { LocaleOverride } from './LocaleOverride';
import type { Locale } from './locales';

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
  const overrides = override?.messages?.[locale];
  if (overrides === undefined) return catalogue;
  const entries = Object.entries(overrides).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (entries.length === 0) return catalogue;
  const parse = entries.some(([, text]) => isIcuMessage(text))
    ? (await import('./parseOverrideMessage')).parseOverrideMessage
    : undefined;
  const merged: Record<string, MessageFormatElement[]> = { ...catalogue };
  for (const [id, text] of entries) {
    merged[id] = parse !== undefined && isIcuMessage(text) ? parse(text) : [{ type: 0, value: text }];
  }
  return merged;
}
