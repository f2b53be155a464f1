import type { CSSProperties, HTMLAttributes } from 'react';
import type { ThemeVariables } from './themeVariables';

/** Props of {@link ThemeRoot}. */
export interface ThemeRootProps extends HTMLAttributes<HTMLDivElement> {
  /** Custom properties from {@link applyTheme} or {@link themeVariables}. Defaults to the stylesheet's defaults. */
  variables?: ThemeVariables;
}

/** A `div` that scopes the kit's base styles and a merchant theme's custom properties to its subtree. */
export function ThemeRoot({ variables, className, style, ...props }: ThemeRootProps) {
  return (
    <div
      {...props}
      className={className ? `ck-root ${className}` : 'ck-root'}
      style={{ ...(variables as CSSProperties | undefined), ...style }}
    />
  );
}
