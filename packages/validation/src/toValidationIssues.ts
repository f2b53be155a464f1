import type * as v from 'valibot';
import { maxPercentValue } from './isMaxPercent';
import type { ValidationIssue } from './ValidationIssue';
import { isValidationIssueCode, type ValidationIssueCode } from './validationIssueCodes';

/** The minimum age a credit check asks for (spec: "shopper at least 18"). */
export const minimumAge = 18;

const paramsByCode: Partial<Record<ValidationIssueCode, Readonly<Record<string, number>>>> = {
  max_percent: { max: maxPercentValue },
  date_of_birth_underage: { minimumAge },
};

/** Dotted path of a valibot issue, e.g. `address.billing.street`; `''` for the root. */
function pathOf(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? [])
    .map((item) => item.key)
    .filter((key): key is string | number => typeof key === 'string' || typeof key === 'number')
    .map(String)
    .join('.');
}

/**
 * Turns valibot issues from this package's rules and schemas into {@link ValidationIssue}s: our rules
 * put their code in the issue message; any other issue (a wrong type, a foreign schema) becomes
 * `invalid_type`.
 */
export function toValidationIssues(issues: readonly v.BaseIssue<unknown>[]): ValidationIssue[] {
  return issues.map((issue) => {
    const code: ValidationIssueCode = isValidationIssueCode(issue.message) ? issue.message : 'invalid_type';
    const params = paramsByCode[code];
    const path = pathOf(issue);
    return params ? { code, path, severity: 'error', params } : { code, path, severity: 'error' };
  });
}
