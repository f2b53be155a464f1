const GENERIC = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-sans-serif',
  'ui-serif',
]);
// Letters (any script), digits, spaces, hyphens and underscores: no quotes, escapes, punctuation or functions.
const NAME = /^[\p{L}\p{N}][\p{L}\p{N} _-]{0,62}$/u;

/**
 * Parses a merchant `font-family` list (`Open Sans`, `'Lato', sans-serif`) with a strict grammar and serialises
 * it with every family name double-quoted, or returns `null` when any part is not a plain font name.
 */
export function parseFontFamily(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 200) return null;
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length === 0 || parts.length > 6) return null;
  const families: string[] = [];
  for (const part of parts) {
    const quoted = /^(["'])(.*)\1$/u.exec(part);
    const name = (quoted ? (quoted[2] ?? '') : part).replace(/\s+/gu, ' ');
    if (!quoted && GENERIC.has(name.toLowerCase())) {
      families.push(name.toLowerCase());
      continue;
    }
    if (!NAME.test(name)) return null;
    families.push(`"${name}"`);
  }
  return families.join(', ');
}
