import * as v from 'valibot';
import { isRequired } from './isRequired';
import type { ValidationIssueCode } from './validationIssueCodes';

/** A check of a non-empty text field: returns the issue code, or `null` when the value is fine. */
export type TextFieldCheck = (value: string) => ValidationIssueCode | null;

/**
 * A text field of a form: `undefined` or `null` read as `''`, the text trimmed, then `required` when
 * switched on; the field's own checks run only on a non-empty value.
 */
export function textField(
  isRequiredField: boolean,
  checks: readonly TextFieldCheck[] = [],
): v.GenericSchema<string | null | undefined, string> {
  return v.pipe(
    v.optional(v.nullable(v.string('invalid_type'), ''), ''),
    v.transform((value): string => (value ?? '').trim()),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      if (!isRequired(dataset.value)) {
        if (isRequiredField) addIssue({ message: 'required' });
        return;
      }
      for (const check of checks) {
        const code = check(dataset.value);
        if (code !== null) addIssue({ message: code });
      }
    }),
  );
}
