import type { ReactNode } from 'react';
import { FieldMessages, useFieldIds } from '../Field/Field';

/** Props of {@link CheckboxGroup}. */
export interface CheckboxGroupProps {
  /** The group's legend. */
  legend: ReactNode;
  /** Hides the legend visually while keeping it for assistive technology. Defaults to `false`. */
  hideLegend?: boolean;
  /** Help text under the control, linked with `aria-describedby`. Defaults to none. */
  hint?: ReactNode;
  /** An error for the group as a whole (e.g. "accept all checkboxes"). Defaults to none. */
  error?: ReactNode;
  /** {@link Checkbox} elements. */
  children: ReactNode;
  /** Id of the control; derived ids hang off it. Defaults to a generated id. */
  id?: string;
  /** Test id on the component's root element. Defaults to none. */
  'data-testid'?: string;
}

/** A native `fieldset` grouping checkboxes under a legend, with a group hint and error. */
export function CheckboxGroup({
  legend,
  hideLegend,
  hint,
  error,
  children,
  id,
  'data-testid': testId,
}: CheckboxGroupProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <fieldset
      id={ids.inputId}
      className="ck-group"
      aria-describedby={ids.describedBy}
      data-testid={testId}
      data-state={ids.invalid ? 'invalid' : 'default'}
    >
      <legend className={hideLegend ? 'ck-group__legend ck-visually-hidden' : 'ck-group__legend'}>{legend}</legend>
      <div className="ck-group__items">{children}</div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </fieldset>
  );
}
