import type { ValidationIssue } from '@checkout/validation';

/** What {@link fieldErrorOf} reads: the issues the platform and the form found, and what the shopper has seen. */
export interface FieldErrorInput {
  /** The platform's answer to the last order attempt, by field path. */
  readonly serverIssues: ReadonlyMap<string, ValidationIssue>;
  /** The form's own check, by field path. */
  readonly issues: ReadonlyMap<string, ValidationIssue>;
  /** Whether every error shows (after a Pay press), not only those of fields the shopper has left. */
  readonly revealed: boolean;
  /** The fields the shopper has left. */
  readonly touched: ReadonlySet<string>;
}

/**
 * Which error a form field shows, if any: the platform's always; the form's own once the shopper has left
 * the field or pressed Pay. A required checkbox and a required extra say so in their own words
 * (`checkbox`, `extra`); any other field shows its issue.
 */
export type FieldError =
  | { readonly kind: 'issue'; readonly issue: ValidationIssue }
  | { readonly kind: 'checkbox' }
  | { readonly kind: 'extra' };

/** The error the field at `path` shows now (see {@link FieldError}), or `undefined`. */
export function fieldErrorOf(
  path: string,
  { serverIssues, issues, revealed, touched }: FieldErrorInput,
): FieldError | undefined {
  const server = serverIssues.get(path);
  if (server) return { kind: 'issue', issue: server };
  const issue = issues.get(path);
  if (!issue || !(revealed || touched.has(path))) return undefined;
  if (path.startsWith('checkboxes.')) return { kind: 'checkbox' };
  if (path.startsWith('extras.')) return { kind: 'extra' };
  return { kind: 'issue', issue };
}
