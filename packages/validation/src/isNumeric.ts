import * as v from 'valibot';
import { isEmptyValue } from './isEmptyValue';

/**
 * Spec §5 "Only numbers allowed": passes an empty value or digits only (after trimming), such as a
 * house number or a postcode; signs, separators, inner spaces and non-ASCII digits fail, and a
 * number value passes when it is a whole number of zero or more.
 */
export function isNumeric(value: unknown): boolean {
  if (isEmptyValue(value)) return true;
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0;
  return typeof value === 'string' && /^[0-9]+$/.test(value.trim());
}

/** The {@link isNumeric} rule as a valibot action for `v.pipe(...)`, reporting the code `numeric`. */
export function numericRule<TInput>(): v.CheckAction<TInput, 'numeric'> {
  return v.check<TInput, 'numeric'>(isNumeric, 'numeric');
}
