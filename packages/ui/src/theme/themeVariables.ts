import type { Theme, ThemeColors } from './defaultTheme';
import { formatColor } from './formatColor';
import { parseColor, type Rgba } from './parseColor';
import { onColor, readableOn } from './readableColors';

/** CSS custom properties (`--ck-*`) and their values, ready for a `style` attribute or `style.setProperty`. */
export type ThemeVariables = Record<`--${string}`, string>;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** Colours that get an `on-` (text on it) and a `-text` (it as text on the background) companion. */
const TONES = ['primary', 'secondary', 'accent', 'error', 'info', 'success', 'warning'] as const;
/** Colours that fill surfaces and need a readable text colour on top. */
const FILLS = ['surface', 'panelLeft', 'panelRight'] as const;

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
const rgba = (value: string) => parseColor(value) ?? WHITE;

/**
 * Turns a theme into the kit's `--ck-*` custom properties, adding the computed companions: `--ck-color-on-X`
 * (black or white text on X, WCAG AA) and `--ck-color-X-text` (X darkened or lightened to read on the background).
 */
export function themeVariables(theme: Theme): ThemeVariables {
  const variables: ThemeVariables = {};
  const background = rgba(theme.colors.background);
  const surface = rgba(theme.colors.surface);
  for (const [name, value] of Object.entries(theme.colors) as [keyof ThemeColors, string][]) {
    variables[`--ck-color-${kebab(name)}`] = value;
  }
  for (const tone of TONES) {
    const color = rgba(theme.colors[tone]);
    variables[`--ck-color-on-${tone}`] = formatColor(onColor(color));
    // Tone text sits on the background and on surfaces (the right panel, cards), so it must read on both.
    variables[`--ck-color-${tone}-text`] = formatColor(readableOn(readableOn(color, background), surface));
  }
  for (const fill of FILLS) {
    variables[`--ck-color-on-${kebab(fill)}`] = formatColor(
      readableOn(rgba(theme.colors.text), rgba(theme.colors[fill])),
    );
  }
  // The focus ring needs 3:1 against the background (WCAG 2.4.11 / 1.4.11).
  variables['--ck-color-focus'] = formatColor(readableOn(rgba(theme.colors.primary), background, 3));
  variables['--ck-font-family'] = theme.fontFamily;
  variables['--ck-font-weight'] = String(theme.fontWeight);
  variables['--ck-font-weight-strong'] = String(theme.fontWeight < 500 ? 500 : Math.min(900, theme.fontWeight + 200));
  variables['--ck-heading-text-transform'] = theme.headingTextTransform;
  return variables;
}
