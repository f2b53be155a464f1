import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldMessages, fieldState, useFieldIds } from '../Field/Field';

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  /** The label; may contain links (e.g. to the terms), which stay separately focusable. */
  label: ReactNode;
  /** Help text under the control, linked with `aria-describedby`. Defaults to none. */
  hint?: ReactNode;
  /** Error message; marks the control invalid and is announced. Defaults to none. */
  error?: ReactNode;
  /** Id of the control; derived ids hang off it. Defaults to a generated id. */
  id?: string;
  /** Test id on the component's root element. Defaults to none. */
  'data-testid'?: string;
}

/** A native checkbox with a 44px tall target, its label, hint and error wired through ids. */
export function Checkbox({ label, hint, error, id, 'data-testid': testId, ...input }: CheckboxProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <div
      className="ck-check"
      data-testid={testId}
      data-state={fieldState(Boolean(ids.invalid), input.disabled, input.readOnly)}
    >
      <div className="ck-check__row">
        <input
          {...input}
          id={ids.inputId}
          type="checkbox"
          className="ck-check__input"
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid}
        />
        <label id={ids.labelId} htmlFor={ids.inputId} className="ck-check__label">
          {label}
          {input.required ? <span aria-hidden="true"> *</span> : null}
        </label>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
