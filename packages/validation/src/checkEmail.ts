import type { ValidationIssueCode } from './validationIssueCodes';

/** Local part, `@`, a domain with at least one dot; no whitespace, no second `@`. Unicode letters allowed. */
const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u;

/** RFC 5321 limit of a forward path. */
const maxEmailLength = 254;

/**
 * Spec §5 "Email": returns the issue code of an email address, or `null` when it is fine or empty.
 * Outer whitespace is ignored (forms trim it); whitespace inside gives `email_whitespace`, anything
 * not shaped `local@domain.tld` or longer than 254 characters gives `email_invalid`.
 */
export function checkEmail(value: string): Extract<ValidationIssueCode, 'email_invalid' | 'email_whitespace'> | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (/\s/u.test(trimmed)) return 'email_whitespace';
  if (trimmed.length > maxEmailLength || !emailPattern.test(trimmed)) return 'email_invalid';
  return null;
}

/** Tells whether a value is empty or a plausible email address (see {@link checkEmail}). */
export function isEmail(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  return typeof value === 'string' && checkEmail(value) === null;
}
