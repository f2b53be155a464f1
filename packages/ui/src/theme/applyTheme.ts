import { defaultTheme, fallbackFontStack, type Theme, type ThemeColors } from './defaultTheme';
import { formatColor } from './formatColor';
import { parseColor } from './parseColor';
import { parseFontFamily } from './parseFontFamily';
import { parseFontWeight } from './parseFontWeight';
import { parseTextTransform } from './parseTextTransform';
import type { ThemeIssue } from './ThemeIssue';
import { type ThemeVariables, themeVariables } from './themeVariables';

/** The platform's theme response (spec §3): `light` colour overrides and `rootVariables` for the page root. */
export interface ThemeResponseInput {
  light?: Record<string, unknown> | null;
  rootVariables?: Record<string, unknown> | null;
}

/** The `global` part of the platform's styling override (spec §3). */
export interface StylingOverrideInput {
  global?: {
    primary?: unknown;
    font_family?: unknown;
    font_weight?: unknown;
    heading_text_transform?: unknown;
  } | null;
}

/** What {@link applyTheme} merges. */
export interface ApplyThemeInput {
  /** The theme response. Defaults to none. */
  theme?: ThemeResponseInput | null;
  /** The styling override; its `global.primary` wins over `theme.light.primary`. Defaults to none. */
  styling?: StylingOverrideInput | null;
}

/** The merged theme, its custom properties, and every value that was rejected. */
export interface AppliedTheme {
  theme: Theme;
  /** `--ck-*` tokens plus the validated `rootVariables`, safe to set on the page root. */
  variables: ThemeVariables;
  issues: ThemeIssue[];
}

const COLOR_TOKENS = new Set<string>(Object.keys(defaultTheme.colors));
const VARIABLE_NAME = /^--[a-zA-Z][a-zA-Z0-9_-]{0,62}$/;
const LENGTH = /^-?(?:\d{1,5}(?:\.\d{1,4})?|\.\d{1,4})(?:px|rem|em|%|vh|vw|ms|s)?$/;
const camel = (name: string) => name.replace(/[-_]([a-z])/g, (_, c: string) => c.toUpperCase());

/** Validates a root variable's value: a colour (normalised) or a plain number or length. */
function rootValue(value: unknown): string | null {
  const color = parseColor(value);
  if (color) return formatColor(color);
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  return typeof text === 'string' && LENGTH.test(text.trim()) ? text.trim() : null;
}

/**
 * Merges the merchant's theme response and styling override onto a base theme, validating every value with a
 * strict grammar (rejected values are reported as issues and never reach CSS), and returns the custom properties.
 */
export function applyTheme(input: ApplyThemeInput, base: Theme = defaultTheme): AppliedTheme {
  const issues: ThemeIssue[] = [];
  const colors: ThemeColors = { ...base.colors };
  const theme: Theme = { ...base, colors };
  const setColor = (token: string, value: unknown, path: string) => {
    const key = camel(token);
    if (!COLOR_TOKENS.has(key)) return issues.push({ code: 'unknown-colour-token', path });
    const color = parseColor(value);
    if (!color) return issues.push({ code: 'invalid-colour', path });
    colors[key as keyof ThemeColors] = formatColor(color);
  };

  for (const [token, value] of Object.entries(input.theme?.light ?? {})) setColor(token, value, `theme.light.${token}`);

  const global = input.styling?.global;
  if (global?.primary !== undefined && global.primary !== null && global.primary !== '') {
    setColor('primary', global.primary, 'styling.global.primary');
  }
  if (global?.font_family !== undefined && global.font_family !== null && global.font_family !== '') {
    const family = parseFontFamily(global.font_family);
    if (family) theme.fontFamily = `${family}, ${fallbackFontStack}`;
    else issues.push({ code: 'invalid-font-family', path: 'styling.global.font_family' });
  }
  if (global?.font_weight !== undefined && global.font_weight !== null && global.font_weight !== '') {
    const weight = parseFontWeight(global.font_weight);
    if (weight) theme.fontWeight = weight;
    else issues.push({ code: 'invalid-font-weight', path: 'styling.global.font_weight' });
  }
  if (global?.heading_text_transform !== undefined && global.heading_text_transform !== null) {
    const transform = parseTextTransform(global.heading_text_transform);
    if (transform) theme.headingTextTransform = transform;
    else issues.push({ code: 'invalid-text-transform', path: 'styling.global.heading_text_transform' });
  }

  const variables = themeVariables(theme);
  for (const [name, value] of Object.entries(input.theme?.rootVariables ?? {})) {
    const path = `theme.rootVariables.${name}`;
    if (!VARIABLE_NAME.test(name) || name.startsWith('--ck-')) {
      issues.push({ code: 'invalid-variable-name', path });
      continue;
    }
    const valid = rootValue(value);
    if (valid === null) issues.push({ code: 'invalid-variable-value', path });
    else variables[name as `--${string}`] = valid;
  }
  return { theme, variables, issues };
}
