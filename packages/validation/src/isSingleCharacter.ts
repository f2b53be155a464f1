import * as v from 'valibot';
import { isEmptyValue } from './isEmptyValue';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Spec §5 "Only one character allowed": passes an empty value or exactly one user-perceived
 * character after trimming, so `"ä"`, `"👍🏽"` and `"🇩🇪"` count as one; a number counts by its digits.
 */
export function isSingleCharacter(value: unknown): boolean {
  if (isEmptyValue(value)) return true;
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return false;
  const trimmed = text.trim();
  // Cheap bound first: one grapheme is rarely longer than a few dozen code units.
  if (trimmed.length > 64) return false;
  let count = 0;
  for (const _segment of segmenter.segment(trimmed)) {
    count += 1;
    if (count > 1) return false;
  }
  return count === 1;
}

/** The {@link isSingleCharacter} rule as a valibot action for `v.pipe(...)`, reporting `single_character`. */
export function singleCharacterRule<TInput>(): v.CheckAction<TInput, 'single_character'> {
  return v.check<TInput, 'single_character'>(isSingleCharacter, 'single_character');
}
