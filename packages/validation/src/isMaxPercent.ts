import * as v from 'valibot';
import { isEmptyValue } from './isEmptyValue';
import { parseNumberInput } from './parseNumberInput';

/** The largest percentage a field accepts (spec §9). */
export const maxPercentValue = 100;

/**
 * Spec §5 "Maximum of 100%": passes an empty value or a number of at most 100 (spec §9 "Maximum percentage 100"); text that is not a number fails.
 */
export function isMaxPercent(value: unknown): boolean {
  if (isEmptyValue(value)) return true;
  const n = parseNumberInput(value);
  return n !== null && n <= maxPercentValue;
}

/** The {@link isMaxPercent} rule as a valibot action for `v.pipe(...)`, reporting the code `max_percent`. */
export function maxPercentRule<TInput>(): v.CheckAction<TInput, 'max_percent'> {
  return v.check<TInput, 'max_percent'>(isMaxPercent, 'max_percent');
}
