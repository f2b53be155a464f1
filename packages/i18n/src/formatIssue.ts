import type { ValidationIssue } from '@checkout/validation';
import { getFieldLabelId } from './fieldNames';
import type { MessageFormatter } from './MessageFormatter';

/** The message id of a validation issue code (`required` → `validation.required`). */
export function getIssueMessageId(code: ValidationIssue['code']): string {
  return `validation.${code}`;
}

/** Turns a `@checkout/validation` issue into a localized sentence, e.g. "Vorname ist ein Pflichtfeld" for `required`. */
export function formatIssue(issue: Pick<ValidationIssue, 'code' | 'path' | 'params'>, intl: MessageFormatter): string {
  const field = intl.formatMessage({ id: getFieldLabelId(issue.path) });
  return intl.formatMessage({ id: getIssueMessageId(issue.code) }, { ...issue.params, field });
}
