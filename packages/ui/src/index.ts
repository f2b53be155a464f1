export type { ButtonProps } from './Button';
export { Button } from './Button';
export type { Theme } from './defaultTheme';
export { defaultTheme } from './defaultTheme';
