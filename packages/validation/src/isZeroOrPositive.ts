import * as v from 'valibot';
import { isEmptyValue } from './isEmptyValue';
import { parseNumberInput } from './parseNumberInput';

/**
 * Spec §5 "Only zero & positive numbers": passes an empty value or zero or a number above it; text that is not a number fails.
 */
export function isZeroOrPositive(value: unknown): boolean {
  if (isEmptyValue(value)) return true;
  const n = parseNumberInput(value);
  return n !== null && n >= 0;
}

/** The {@link isZeroOrPositive} rule as a valibot action for `v.pipe(...)`, reporting the code `zero_or_positive`. */
export function zeroOrPositiveRule<TInput>(): v.CheckAction<TInput, 'zero_or_positive'> {
  return v.check<TInput, 'zero_or_positive'>(isZeroOrPositive, 'zero_or_positive');
}
