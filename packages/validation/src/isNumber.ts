import * as v from 'valibot';
import { isEmptyValue } from './isEmptyValue';
import { parseNumberInput } from './parseNumberInput';

/**
 * Spec §5 "Requires a number": passes an empty value or any number as {@link parseNumberInput} reads it (`"1,5"`, `" -3 "`); text that is not a number fails.
 */
export function isNumber(value: unknown): boolean {
  if (isEmptyValue(value)) return true;
  const n = parseNumberInput(value);
  return n !== null;
}

/** The {@link isNumber} rule as a valibot action for `v.pipe(...)`, reporting the code `number`. */
export function numberRule<TInput>(): v.CheckAction<TInput, 'number'> {
  return v.check<TInput, 'number'>(isNumber, 'number');
}
