import type { ThemeVariables } from './themeVariables';

/** Sets validated custom properties on an element through the CSSOM (e.g. `document.documentElement`). */
export function writeThemeVariables(
  target: { style: Pick<CSSStyleDeclaration, 'setProperty'> },
  variables: ThemeVariables,
) {
  for (const [name, value] of Object.entries(variables)) target.style.setProperty(name, value);
}
