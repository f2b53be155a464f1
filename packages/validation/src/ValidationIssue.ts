import type { ValidationIssueCode } from './validationIssueCodes';

/** How serious an issue is: an `error` blocks the form, a `warning` is shown but never blocks. */
export type ValidationIssueSeverity = 'error' | 'warning';

/** One problem with one field, as data: the message text comes from `@checkout/i18n` by `code`. */
export interface ValidationIssue {
  /** Stable code of the problem. */
  readonly code: ValidationIssueCode;
  /** Dotted path of the field in the form's terms, e.g. `address.billing.notes`; `''` for the whole value. */
  readonly path: string;
  /** Whether the issue blocks (`error`) or only informs (`warning`). */
  readonly severity: ValidationIssueSeverity;
  /** Values a message may interpolate, e.g. `{ max: 100 }` or `{ minimumAge: 18 }`. */
  readonly params?: Readonly<Record<string, string | number>>;
}
