import * as v from 'valibot';
import { isEmptyValue } from './isEmptyValue';
import { parseNumberInput } from './parseNumberInput';

/**
 * Spec §5 "Zero is disallowed": passes an empty value or any number but zero (`-0` is zero); text that is not a number fails.
 */
export function isNotZero(value: unknown): boolean {
  if (isEmptyValue(value)) return true;
  const n = parseNumberInput(value);
  return n !== null && n !== 0;
}

/** The {@link isNotZero} rule as a valibot action for `v.pipe(...)`, reporting the code `not_zero`. */
export function notZeroRule<TInput>(): v.CheckAction<TInput, 'not_zero'> {
  return v.check<TInput, 'not_zero'>(isNotZero, 'not_zero');
}
