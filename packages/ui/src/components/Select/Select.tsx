import type { SelectHTMLAttributes } from 'react';
import { FieldMessages, type FieldTextProps, fieldState, useFieldIds } from '../Field/Field';
import { useWholeList } from './useWholeList';

/** One option of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
  /** Disables the control. Defaults to `false`. */
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps extends FieldTextProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'multiple'> {
  options: readonly SelectOption[];
  /** Text of an empty first option shown until a choice is made. Defaults to none. */
  placeholder?: string;
  /** Makes the field non-editable but still focusable and readable. Defaults to `false`. */
  readOnly?: boolean;
}

const ignoreChange = () => undefined;

/**
 * A native `select` with label, hint and error wired like {@link TextField}. Its first render (the server's,
 * and the hydration of it) lists only the chosen option; the others follow in a deferred render.
 */
export function Select({
  label,
  hint,
  error,
  id,
  options,
  placeholder,
  readOnly,
  'data-testid': testId,
  ...select
}: SelectProps) {
  const ids = useFieldIds({ id, hint, error });
  const chosen = select.value ?? select.defaultValue;
  const shown = useWholeList() ? options : options.filter((option) => option.value === chosen);
  return (
    <div
      className="ck-field"
      data-testid={testId}
      data-state={fieldState(Boolean(ids.invalid), select.disabled, readOnly)}
    >
      <label id={ids.labelId} htmlFor={ids.inputId} className="ck-field__label">
        {label}
        {select.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
        {...select}
        id={ids.inputId}
        className="ck-input ck-select"
        aria-describedby={ids.describedBy}
        aria-invalid={ids.invalid}
        aria-readonly={readOnly || undefined}
        onChange={readOnly ? ignoreChange : select.onChange}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {shown.map((option) => (
          <option
            key={option.value}
            value={option.value}
            disabled={option.disabled || (readOnly && option.value !== select.value)}
          >
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
