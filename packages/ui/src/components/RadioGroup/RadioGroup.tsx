import type { ReactNode } from 'react';
import { FieldMessages, useFieldIds } from '../Field/Field';
import { RadioCard } from './RadioCard';

/** One option of a {@link RadioGroup}. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  logo?: ReactNode;
  aside?: ReactNode;
  /** Disables the control. Defaults to `false`. */
  disabled?: boolean;
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps {
  legend: ReactNode;
  /** Shared `name` of the radios. */
  name: string;
  options: readonly RadioOption[];
  /** The selected value, or `null` for none. */
  value: string | null;
  onChange: (value: string) => void;
  /** `list` for plain radios, `card` for {@link RadioCard}s. Defaults to `'list'`. */
  variant?: 'list' | 'card';
  /** Help text under the control, linked with `aria-describedby`. Defaults to none. */
  hint?: ReactNode;
  /** Error message; marks the control invalid and is announced. Defaults to none. */
  error?: ReactNode;
  /** Disables the control. Defaults to `false`. */
  disabled?: boolean;
  /** Marks the control required (native `required`, visual asterisk). Defaults to `false`. */
  required?: boolean;
  /** Id of the control; derived ids hang off it. Defaults to a generated id. */
  id?: string;
  /** Test id on the component's root element. Defaults to none. */
  'data-testid'?: string;
}

/** A native `fieldset` of radios (shipping methods, payment providers, delivery dates) as a list or as cards. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  variant = 'list',
  hint,
  error,
  disabled,
  required,
  id,
  'data-testid': testId,
}: RadioGroupProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <fieldset
      id={ids.inputId}
      className="ck-group"
      data-variant={variant}
      aria-describedby={ids.describedBy}
      disabled={disabled}
      data-testid={testId}
      data-state={disabled ? 'disabled' : ids.invalid ? 'invalid' : 'default'}
    >
      <legend className="ck-group__legend">
        {legend}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className="ck-group__items">
        {options.map((option, index) => (
          <RadioCard
            key={option.value}
            id={`${ids.inputId}-${index}`}
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            disabled={option.disabled}
            required={required}
            aria-invalid={ids.invalid}
            label={option.label}
            description={option.description}
            logo={option.logo}
            aside={option.aside}
          />
        ))}
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </fieldset>
  );
}
