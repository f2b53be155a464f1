import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';

/** Props of {@link VoucherField}. */
export interface VoucherFieldProps {
  label: ReactNode;
  applyLabel: string;
  /** Accessible name of the remove button; receives the applied code. */
  removeLabel: (code: string) => string;
  /** The code already applied to the cart, or `null`. */
  appliedCode: string | null;
  /** Text next to an applied code (e.g. "-10,00 €"). Defaults to none. */
  appliedText?: ReactNode;
  /** Called with the trimmed code; a returned promise keeps the button busy until it settles. */
  onApply: (code: string) => unknown;
  onRemove: () => unknown;
  /** Error of the last attempt (e.g. "please insert voucher"). Defaults to none. */
  error?: ReactNode;
  /** Shows the apply button as busy. Defaults to `false`. */
  loading?: boolean;
  /** Text announced while busy. Defaults to none. */
  loadingLabel?: string;
  /** Help text under the control, linked with `aria-describedby`. Defaults to none. */
  hint?: ReactNode;
  /** Disables the control. Defaults to `false`. */
  disabled?: boolean;
  /** Id of the control; derived ids hang off it. Defaults to a generated id. */
  id?: string;
  /** Test id on the component's root element. Defaults to none. */
  'data-testid'?: string;
}

/** A voucher code input with an apply button; once applied it shows the code and a remove button. */
export function VoucherField({
  label,
  applyLabel,
  removeLabel,
  appliedCode,
  appliedText,
  onApply,
  onRemove,
  error,
  loading,
  loadingLabel,
  hint,
  disabled,
  id,
  'data-testid': testId,
}: VoucherFieldProps) {
  const [code, setCode] = useState('');
  if (appliedCode !== null) {
    return (
      <div className="ck-voucher ck-voucher--applied" data-testid={testId} data-state="applied">
        <span className="ck-voucher__code">{appliedCode}</span>
        {appliedText ? <span className="ck-voucher__text">{appliedText}</span> : null}
        <Button
          variant="text"
          className="ck-voucher__remove"
          onClick={onRemove}
          aria-label={removeLabel(appliedCode)}
          disabled={disabled}
        >
          <span aria-hidden="true">×</span>
        </Button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    return onApply(code.trim());
  };
  return (
    <div className="ck-voucher" data-testid={testId} data-state={error ? 'invalid' : loading ? 'loading' : 'default'}>
      <TextField
        id={id}
        label={label}
        hint={hint}
        error={error}
        value={code}
        disabled={disabled}
        autoComplete="off"
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit(event);
        }}
        end={
          <Button
            variant="secondary"
            loading={loading}
            loadingLabel={loadingLabel}
            disabled={disabled}
            onClick={submit}
          >
            {applyLabel}
          </Button>
        }
      />
    </div>
  );
}
