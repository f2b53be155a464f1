import * as v from 'valibot';
import { isEmptyValue } from './isEmptyValue';
import { parseNumberInput } from './parseNumberInput';

/**
 * Spec §5 "Only negative numbers": passes an empty value or a number below zero; text that is not a number fails.
 */
export function isNegative(value: unknown): boolean {
  if (isEmptyValue(value)) return true;
  const n = parseNumberInput(value);
  return n !== null && n < 0;
}

/** The {@link isNegative} rule as a valibot action for `v.pipe(...)`, reporting the code `negative`. */
export function negativeRule<TInput>(): v.CheckAction<TInput, 'negative'> {
  return v.check<TInput, 'negative'>(isNegative, 'negative');
}
