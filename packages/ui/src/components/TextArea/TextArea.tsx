import type { TextareaHTMLAttributes } from 'react';
import { FieldMessages, type FieldTextProps, fieldState, useFieldIds } from '../Field/Field';

/** Props of {@link TextArea}. */
export interface TextAreaProps extends FieldTextProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {}

/** A native multi-line text input with label, hint and error wired like {@link TextField}. */
export function TextArea({ label, hint, error, id, rows = 3, 'data-testid': testId, ...textarea }: TextAreaProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <div
      className="ck-field"
      data-testid={testId}
      data-state={fieldState(Boolean(ids.invalid), textarea.disabled, textarea.readOnly)}
    >
      <label id={ids.labelId} htmlFor={ids.inputId} className="ck-field__label">
        {label}
        {textarea.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <textarea
        {...textarea}
        rows={rows}
        id={ids.inputId}
        className="ck-input ck-input--multiline"
        aria-describedby={ids.describedBy}
        aria-invalid={ids.invalid}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
