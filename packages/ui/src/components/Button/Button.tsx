import { type ButtonHTMLAttributes, type MouseEvent, useRef, useState } from 'react';

/** The state a {@link Button} exposes as `data-state`. */
export type ButtonState = 'idle' | 'loading' | 'disabled';

/** Props of {@link Button}. */
export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  /** Visual weight. Defaults to `'primary'`. */
  variant?: 'primary' | 'secondary' | 'text';
  /** Shows a spinner and ignores clicks (e.g. while paying). Defaults to `false`. */
  loading?: boolean;
  /** Text announced with the label while loading (e.g. "Processing"). Defaults to none. */
  loadingLabel?: string;
  /** Stretches the button to its container's width. Defaults to `false`. */
  fullWidth?: boolean;
  /** Click handler; when it returns a promise, further clicks are ignored until it settles. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  /** Test id on the component's root element. Defaults to none. */
  'data-testid'?: string;
}

const isPromise = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/**
 * A native button that guards against double submission: while `loading` is set or a promise returned by
 * `onClick` is pending it stays focusable but `aria-disabled` and ignores clicks; the variant is exposed as `data-variant`.
 */
export function Button({
  variant = 'primary',
  type = 'button',
  loading = false,
  loadingLabel,
  fullWidth,
  onClick,
  disabled,
  children,
  className,
  ...props
}: ButtonProps) {
  const pending = useRef(false);
  const [busy, setBusy] = useState(false);
  const isLoading = loading || busy;
  const state: ButtonState = disabled ? 'disabled' : isLoading ? 'loading' : 'idle';

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isLoading || pending.current) {
      event.preventDefault();
      return;
    }
    const result = onClick?.(event);
    if (isPromise(result)) {
      pending.current = true;
      setBusy(true);
      const settle = () => {
        pending.current = false;
        setBusy(false);
      };
      result.then(settle, settle);
    }
  };

  return (
    <button
      {...props}
      type={type}
      className={['ck-button', fullWidth ? 'ck-button--full' : '', className ?? ''].filter(Boolean).join(' ')}
      data-variant={variant}
      data-state={state}
      disabled={disabled}
      aria-disabled={isLoading || undefined}
      aria-busy={isLoading || undefined}
      onClick={handleClick}
    >
      {isLoading ? <span className="ck-spinner" aria-hidden="true" /> : null}
      <span className="ck-button__label">{children}</span>
      {isLoading && loadingLabel ? <span className="ck-visually-hidden">{loadingLabel}</span> : null}
    </button>
  );
}
