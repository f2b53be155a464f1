/** The character put in place of the removed middle. */
const ellipsis = '…';

/**
 * Shortens `text` to at most `max` characters by replacing its middle with "…", keeping more of the
 * start than of the end when the split is uneven (`ellipsisMiddle('order-2026-000123', 9)` →
 * "orde…0123"). Counts Unicode code points, so emoji and accents are never cut in half.
 */
export function ellipsisMiddle(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  const limit = Math.floor(max);
  if (!(limit > 0)) return '';
  if (limit === 1) return ellipsis;
  const kept = limit - 1;
  const head = Math.ceil(kept / 2);
  const tail = kept - head;
  return `${characters.slice(0, head).join('')}${ellipsis}${tail > 0 ? characters.slice(-tail).join('') : ''}`;
}
