import * as v from 'valibot';
import { isEmptyValue } from './isEmptyValue';
import { parseNumberInput } from './parseNumberInput';

/**
 * Spec §5 "Only positive numbers": passes an empty value or a number above zero; text that is not a number fails.
 */
export function isPositive(value: unknown): boolean {
  if (isEmptyValue(value)) return true;
  const n = parseNumberInput(value);
  return n !== null && n > 0;
}

/** The {@link isPositive} rule as a valibot action for `v.pipe(...)`, reporting the code `positive`. */
export function positiveRule<TInput>(): v.CheckAction<TInput, 'positive'> {
  return v.check<TInput, 'positive'>(isPositive, 'positive');
}
