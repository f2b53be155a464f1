import { type ReactNode, useId } from 'react';

/** Texts and ids every form field shares. */
export interface FieldTextProps {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the control, linked with `aria-describedby`. Defaults to none. */
  hint?: ReactNode;
  /** Error message; when set the control is `aria-invalid` and the message is announced. Defaults to none. */
  error?: ReactNode;
  /** Id of the control; label, hint and error ids derive from it. Defaults to a generated id. */
  id?: string;
  /** Test id put on the field's wrapper. Defaults to none. */
  'data-testid'?: string;
}

/** Ids of a field's parts and the `aria-*` attributes its control needs. */
export interface FieldIds {
  inputId: string;
  labelId: string;
  hintId: string;
  errorId: string;
  describedBy: string | undefined;
  invalid: true | undefined;
}

/** Derives the ids of a field and the `aria-describedby`/`aria-invalid` that wire its hint and error to the control. */
export function useFieldIds({ id, hint, error }: Pick<FieldTextProps, 'id' | 'hint' | 'error'>): FieldIds {
  const generated = useId();
  const inputId = id ?? `ck${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';
  const describedBy = [hasHint ? `${inputId}-hint` : '', hasError ? `${inputId}-error` : ''].filter(Boolean).join(' ');
  return {
    inputId,
    labelId: `${inputId}-label`,
    hintId: `${inputId}-hint`,
    errorId: `${inputId}-error`,
    describedBy: describedBy || undefined,
    invalid: hasError ? true : undefined,
  };
}

/** Props of {@link FieldMessages}. */
export interface FieldMessagesProps {
  ids: FieldIds;
  /** Help text under the control, linked with `aria-describedby`. Defaults to none. */
  hint?: ReactNode;
  /** Error message; marks the control invalid and is announced. Defaults to none. */
  error?: ReactNode;
}

/** The hint and the error of a field; the error container is a permanent polite live region so new errors are read. */
export function FieldMessages({ ids, hint, error }: FieldMessagesProps) {
  return (
    <>
      {ids.describedBy?.includes(ids.hintId) ? (
        <p id={ids.hintId} className="ck-field__hint">
          {hint}
        </p>
      ) : null}
      <p id={ids.errorId} className="ck-field__error" aria-live="polite">
        {ids.invalid ? error : null}
      </p>
    </>
  );
}

/** The state a field exposes as `data-state`. */
export type FieldState = 'default' | 'invalid' | 'disabled' | 'read-only';

/** Picks the one `data-state` of a field, most important first. */
export function fieldState(invalid: boolean, disabled?: boolean, readOnly?: boolean): FieldState {
  if (disabled) return 'disabled';
  if (invalid) return 'invalid';
  if (readOnly) return 'read-only';
  return 'default';
}
