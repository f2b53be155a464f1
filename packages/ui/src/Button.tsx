import type { ButtonHTMLAttributes } from 'react';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight. Defaults to `'primary'`. */
  variant?: 'primary' | 'secondary' | 'text';
}

/** A native button; the variant is exposed as `data-variant` for styling. */
export function Button({ variant = 'primary', type = 'button', ...props }: ButtonProps) {
  return <button type={type} data-variant={variant} {...props} />;
}
