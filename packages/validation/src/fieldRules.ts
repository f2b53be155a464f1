import { isMaxPercent } from './isMaxPercent';
import { isNegative } from './isNegative';
import { isNoDecimal } from './isNoDecimal';
import { isNotZero } from './isNotZero';
import { isNumber } from './isNumber';
import { isNumeric } from './isNumeric';
import { isPositive } from './isPositive';
import { isRequired } from './isRequired';
import { isSingleCharacter } from './isSingleCharacter';
import { isUrl } from './isUrl';
import { isZeroOrNegative } from './isZeroOrNegative';
import { isZeroOrPositive } from './isZeroOrPositive';
import type { ValidationIssueCode } from './validationIssueCodes';

/** Name of one of the twelve reusable field rules of spec §5; each name is also its issue code. */
export type FieldRuleName = Extract<
  ValidationIssueCode,
  | 'required'
  | 'no_decimal'
  | 'not_zero'
  | 'negative'
  | 'numeric'
  | 'positive'
  | 'number'
  | 'url'
  | 'zero_or_negative'
  | 'zero_or_positive'
  | 'single_character'
  | 'max_percent'
>;

/**
 * The twelve reusable field rules of spec §5 by name, for fields whose rules are configured as data
 * (e.g. a merchant's extra inputs); a failing rule reports its own name as the issue code.
 */
export const fieldRules: Readonly<Record<FieldRuleName, (value: unknown) => boolean>> = {
  required: isRequired,
  no_decimal: isNoDecimal,
  not_zero: isNotZero,
  negative: isNegative,
  numeric: isNumeric,
  positive: isPositive,
  number: isNumber,
  url: isUrl,
  zero_or_negative: isZeroOrNegative,
  zero_or_positive: isZeroOrPositive,
  single_character: isSingleCharacter,
  max_percent: isMaxPercent,
};

/** Returns the names of the given rules that the value fails, in the order given. */
export function failedFieldRules(value: unknown, rules: readonly FieldRuleName[]): FieldRuleName[] {
  return rules.filter((rule) => !fieldRules[rule](value));
}
