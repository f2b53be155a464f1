import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldMessages, type FieldTextProps, fieldState, useFieldIds } from '../Field/Field';

/** Props of {@link TextField}. */
export interface TextFieldProps extends FieldTextProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** Input type. Defaults to `'text'`. */
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url' | 'number' | 'date' | 'time';
  /** Content after the input inside the field (e.g. a button). Defaults to none. */
  end?: ReactNode;
}

/** A native text input with its label, hint and error wired through ids (`aria-describedby`, `aria-invalid`). */
export function TextField({
  label,
  hint,
  error,
  id,
  type = 'text',
  end,
  'data-testid': testId,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <div
      className="ck-field"
      data-testid={testId}
      data-state={fieldState(Boolean(ids.invalid), input.disabled, input.readOnly)}
    >
      <label id={ids.labelId} htmlFor={ids.inputId} className="ck-field__label">
        {label}
        {input.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className="ck-field__row">
        <input
          {...input}
          id={ids.inputId}
          type={type}
          className="ck-input"
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid}
        />
        {end}
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
