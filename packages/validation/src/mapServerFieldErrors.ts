import type { ServerFieldErrors } from './ServerFieldErrorsSchema';
import { toFormFieldPath } from './toFormFieldPath';
import type { ValidationIssue } from './ValidationIssue';
import type { ValidationIssueCode } from './validationIssueCodes';

/** Server texts we recognise (Laravel's English defaults), first match wins. */
const knownMessages: ReadonlyArray<readonly [RegExp, ValidationIssueCode]> = [
  // "The first name field is required.", "The email field is required.", "… is required when …"
  [/\bis required\b/i, 'required'],
  // "The email must be a valid email address." (Laravel < 10) and "… field must be a valid email address."
  [/\bvalid email\b/i, 'email_invalid'],
  // spec §8 "Invalid phone number"
  [/\binvalid phone number\b/i, 'phone_invalid'],
];

function codeOf(message: string): ValidationIssueCode {
  for (const [pattern, code] of knownMessages) {
    if (pattern.test(message)) return code;
  }
  return 'server_message';
}

/**
 * Maps the server's per-field errors to form issues on the form's field paths (spec §5 "Server-side
 * errors reported per field map to messages"): the required messages for first name, last name and
 * email (spec §8) and the email and phone messages get their stable codes; any other text becomes
 * `server_message` with the server's text in `params.message`. Repeated codes on a field collapse.
 */
export function mapServerFieldErrors(errors: ServerFieldErrors): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const seen = new Set<string>();
  for (const [serverPath, messages] of Object.entries(errors)) {
    const path = toFormFieldPath(serverPath);
    for (const message of messages) {
      const code = codeOf(message);
      const key = code === 'server_message' ? `${path}\u0000${code}\u0000${message}` : `${path}\u0000${code}`;
      if (seen.has(key)) continue;
      seen.add(key);
      issues.push(
        code === 'server_message'
          ? { code, path, severity: 'error', params: { message } }
          : { code, path, severity: 'error' },
      );
    }
  }
  return issues;
}
