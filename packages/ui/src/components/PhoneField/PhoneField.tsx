import type { ReactNode } from 'react';
import { FieldMessages, type FieldTextProps, fieldState, useFieldIds } from '../Field/Field';
import { useWholeList } from '../Select/useWholeList';

/** A country a phone number can belong to. */
export interface PhoneCountry {
  /** ISO 3166-1 alpha-2 code, the option's value. */
  alpha2: string;
  /** Localised country name. */
  name: string;
  /** Dial code with a plus, e.g. `+49`. */
  dialCode: string;
}

/** Props of {@link PhoneField}. */
export interface PhoneFieldProps extends FieldTextProps {
  countries: readonly PhoneCountry[];
  /** Selected country (alpha-2). */
  country: string;
  onCountryChange: (alpha2: string) => void;
  /** The national number as typed. */
  number: string;
  onNumberChange: (number: string) => void;
  /** Accessible name of the dial-code picker (e.g. "Country code"). */
  countryLabel: string;
  /** Placeholder text. Defaults to none. */
  placeholder?: string;
  /** Disables the control. Defaults to `false`. */
  disabled?: boolean;
  /** Makes the control read-only but focusable. Defaults to `false`. */
  readOnly?: boolean;
  /** Marks the control required (native `required`, visual asterisk). Defaults to `false`. */
  required?: boolean;
  /** Form field name of the number input. Defaults to none. */
  name?: string;
  /** Content after the number input. Defaults to none. */
  end?: ReactNode;
  /** Called when focus leaves the field (both the dial code and the number), e.g. to show its error. Defaults to none. */
  onBlur?: () => void;
}

/**
 * A phone number as a native dial-code `select` (options read "+49 Germany", the closed picker
 * "DE +49") plus a `tel` input, grouped under one label. Like {@link Select}, its first render lists
 * only the chosen country; the others follow in a deferred render.
 */
export function PhoneField({
  label,
  hint,
  error,
  id,
  countries,
  country,
  onCountryChange,
  number,
  onNumberChange,
  countryLabel,
  placeholder,
  disabled,
  readOnly,
  required,
  name,
  end,
  onBlur,
  'data-testid': testId,
}: PhoneFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  const selected = countries.find((entry) => entry.alpha2 === country);
  // The first render (the server's, and the hydration of it) lists only the chosen country.
  const shown = useWholeList() ? countries : selected ? [selected] : [];
  return (
    // biome-ignore lint/a11y/useSemanticElements: the visible <label> must label the number input, so the group is a div labelled by it.
    <div
      className="ck-field ck-phone"
      role="group"
      aria-labelledby={ids.labelId}
      data-testid={testId}
      data-state={fieldState(Boolean(ids.invalid), disabled, readOnly)}
      onBlur={(event) => {
        // Moving between the dial code and the number stays inside the field.
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
      }}
    >
      <label id={ids.labelId} htmlFor={ids.inputId} className="ck-field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className="ck-field__row">
        {/* Closed, the picker shows the code and dial code ("DE +49"), which always fit; open, the
            native list reads "+49 Germany". The transparent select lies over that text. */}
        <span className="ck-phone__country">
          <span className="ck-input ck-select ck-phone__display" aria-hidden="true">
            {selected ? `${selected.alpha2} ${selected.dialCode}` : ''}
          </span>
          <select
            className="ck-phone__picker"
            aria-label={countryLabel}
            value={country}
            disabled={disabled || readOnly}
            onChange={(event) => onCountryChange(event.target.value)}
          >
            {shown.map((entry) => (
              <option key={entry.alpha2} value={entry.alpha2}>
                {`${entry.dialCode} ${entry.name}`}
              </option>
            ))}
          </select>
        </span>
        <input
          id={ids.inputId}
          className="ck-input ck-phone__number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          name={name}
          value={number}
          placeholder={placeholder}
          disabled={disabled}
          readOnly={readOnly}
          required={required}
          onChange={(event) => onNumberChange(event.target.value)}
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid}
        />
        {end}
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
