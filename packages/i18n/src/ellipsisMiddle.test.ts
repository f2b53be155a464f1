import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ellipsisMiddle } from './ellipsisMiddle';

describe('ellipsisMiddle', () => {
  it.each([
    ['order-2026-000123', 9, 'orde…0123'],
    ['order-2026-000123', 10, 'order…0123'],
    ['short', 5, 'short'],
    ['short', 10, 'short'],
    ['abcdef', 2, 'a…'],
    ['abcdef', 1, '…'],
    ['abcdef', 0, ''],
    ['👍👍👍👍👍👍', 3, '👍…👍'],
  ])('shortens %j to %i characters as %j', (text, max, expected) => expect(ellipsisMiddle(text, max)).toBe(expected));

  it('keeps the start and end of the text and never exceeds the maximum', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite' }), fc.integer({ min: 2, max: 40 }), (text, max) => {
        const result = ellipsisMiddle(text, max);
        const characters = Array.from(text);
        if (characters.length <= max) {
          expect(result).toBe(text);
          return;
        }
        const shortened = Array.from(result);
        expect(shortened).toHaveLength(max);
        const at = shortened.indexOf('…', Math.ceil((max - 1) / 2));
        expect(characters.slice(0, at)).toEqual(shortened.slice(0, at));
        expect(characters.slice(characters.length - (max - 1 - at))).toEqual(shortened.slice(at + 1));
      }),
    );
  });
});
