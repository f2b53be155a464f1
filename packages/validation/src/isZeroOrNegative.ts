import * as v from 'valibot';
import { isEmptyValue } from './isEmptyValue';
import { parseNumberInput } from './parseNumberInput';

/**
 * Spec §5 "Only zero & negative numbers": passes an empty value or zero or a number below it; text that is not a number fails.
 */
export function isZeroOrNegative(value: unknown): boolean {
  if (isEmptyValue(value)) return true;
  const n = parseNumberInput(value);
  return n !== null && n <= 0;
}

/** The {@link isZeroOrNegative} rule as a valibot action for `v.pipe(...)`, reporting the code `zero_or_negative`. */
export function zeroOrNegativeRule<TInput>(): v.CheckAction<TInput, 'zero_or_negative'> {
  return v.check<TInput, 'zero_or_negative'>(isZeroOrNegative, 'zero_or_negative');
}
