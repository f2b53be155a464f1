import * as v from 'valibot';
import { isEmptyValue } from './isEmptyValue';
import { parseNumberInput } from './parseNumberInput';

/**
 * Spec §5 "Decimals are disallowed": passes an empty value or a whole number (`"2,0"` counts as 2); text that is not a number fails.
 */
export function isNoDecimal(value: unknown): boolean {
  if (isEmptyValue(value)) return true;
  const n = parseNumberInput(value);
  return n !== null && Number.isInteger(n);
}

/** The {@link isNoDecimal} rule as a valibot action for `v.pipe(...)`, reporting the code `no_decimal`. */
export function noDecimalRule<TInput>(): v.CheckAction<TInput, 'no_decimal'> {
  return v.check<TInput, 'no_decimal'>(isNoDecimal, 'no_decimal');
}
