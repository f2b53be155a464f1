import type { ValidationIssue } from './ValidationIssue';

/**
 * The answer of a `validate…` function: `success` when no issue is an `error` (warnings never block),
 * the normalized `output` on success, and every issue, errors and warnings, in form field order.
 */
export type ValidationResult<TOutput> =
  | { readonly success: true; readonly output: TOutput; readonly issues: readonly ValidationIssue[] }
  | { readonly success: false; readonly output: undefined; readonly issues: readonly ValidationIssue[] };
