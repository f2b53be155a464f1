import type { InputHTMLAttributes, ReactNode } from 'react';

/** Props of {@link RadioCard}. */
export interface RadioCardProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** The option's title. */
  label: ReactNode;
  /** A second line, e.g. a delivery estimate. Defaults to none. */
  description?: ReactNode;
  /** A logo or icon at the start (e.g. a payment provider's logo); give images an `alt`. Defaults to none. */
  logo?: ReactNode;
  /** Content at the end, e.g. the formatted shipping price. Defaults to none. */
  aside?: ReactNode;
  /** Test id on the component's root element. Defaults to none. */
  'data-testid'?: string;
}

/** A native radio rendered as a selectable card (shipping methods, payment providers); arrow keys move between cards. */
export function RadioCard({ label, description, logo, aside, id, 'data-testid': testId, ...input }: RadioCardProps) {
  const descriptionId = description && id ? `${id}-description` : undefined;
  return (
    <label
      className="ck-radio-card"
      data-testid={testId}
      data-state={input.disabled ? 'disabled' : input.checked ? 'checked' : 'unchecked'}
    >
      <input {...input} id={id} type="radio" className="ck-radio-card__input" aria-describedby={descriptionId} />
      {logo ? <span className="ck-radio-card__logo">{logo}</span> : null}
      <span className="ck-radio-card__text">
        <span className="ck-radio-card__label">{label}</span>
        {description ? (
          <span id={descriptionId} className="ck-radio-card__description">
            {description}
          </span>
        ) : null}
      </span>
      {aside ? <span className="ck-radio-card__aside">{aside}</span> : null}
    </label>
  );
}
