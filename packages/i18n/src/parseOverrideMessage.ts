import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';

/**
 * Parses a merchant's ICU override with tags off, so `<b>` or `<img>` stay literal text; a malformed
 * message is kept as literal text rather than breaking the page. Loaded with `import()` only when an
 * override uses ICU syntax, so the parser is not in the initial bundle.
 */
export function parseOverrideMessage(text: string): MessageFormatElement[] {
  try {
    return parse(text, { ignoreTag: true });
  } catch {
    return [{ type: 0, value: text }];
  }
}
