// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyTheme } from './applyTheme';
import { contrastRatio } from './contrastRatio';
import { defaultTheme } from './defaultTheme';
import { parseColor } from './parseColor';
import { themeVariables } from './themeVariables';

const MALICIOUS = [
  'red;background:url(//evil)',
  '#fff;}body{display:none',
  '}',
  '</style><script>alert(1)</script>',
  'expression(alert(1))',
  'var(--x)',
  '\\000072\\000065\\000064',
  'Ro\\62 oto',
  'Roboto; src: url(//evil/font.woff)',
  "Roboto', x",
  'url(//evil)',
  '/* */',
  '@import "//evil"',
  { valueOf: () => 400 },
];

describe('applyTheme', () => {
  it('returns the default tokens when the merchant overrides nothing', () => {
    const result = applyTheme({});
    expect(result.issues).toEqual([]);
    expect(result.variables).toEqual(themeVariables(defaultTheme));
    expect(result.variables['--ck-color-primary']).toBe('#00e3ae');
  });

  it('maps light colours, the styling primary and font settings onto tokens', () => {
    const { variables, issues } = applyTheme({
      theme: { light: { secondary: '#123456', error: 'rgb(200, 0, 0)' } },
      styling: {
        global: {
          primary: '#1A237E',
          font_family: "'Open Sans', sans-serif",
          font_weight: '500',
          heading_text_transform: 'uppercase',
        },
      },
    });
    expect(issues).toEqual([]);
    expect(variables['--ck-color-primary']).toBe('#1a237e');
    expect(variables['--ck-color-secondary']).toBe('#123456');
    expect(variables['--ck-color-error']).toBe('#c80000');
    expect(variables['--ck-font-family']).toMatch(/^"Open Sans", sans-serif, /);
    expect(variables['--ck-font-weight']).toBe('500');
    expect(variables['--ck-heading-text-transform']).toBe('uppercase');
  });

  it('lets the styling primary win over the theme primary', () => {
    const { variables } = applyTheme({
      theme: { light: { primary: '#ff0000' } },
      styling: { global: { primary: '#00ff00' } },
    });
    expect(variables['--ck-color-primary']).toBe('#00ff00');
  });

  it.each(MALICIOUS)('rejects the malicious value %j everywhere and keeps the defaults', (value) => {
    const { variables, issues } = applyTheme({
      theme: { light: { primary: value, panel_left: value }, rootVariables: { '--brand': value } },
      styling: { global: { primary: value, font_family: value, font_weight: value, heading_text_transform: value } },
    });
    expect(issues.map((issue) => issue.path).sort()).toEqual([
      'styling.global.font_family',
      'styling.global.font_weight',
      'styling.global.heading_text_transform',
      'styling.global.primary',
      'theme.light.panel_left',
      'theme.light.primary',
      'theme.rootVariables.--brand',
    ]);
    expect(variables).toEqual(themeVariables(defaultTheme));
    for (const css of Object.values(variables)) expect(css).not.toMatch(/[;{}<>\\]|url\(|var\(|expression/i);
  });

  it('reports unknown colour tokens and invalid root variable names', () => {
    const { issues, variables } = applyTheme({
      theme: {
        light: { sparkle: '#fff' },
        rootVariables: { 'x;y': '1px', '--ck-color-primary': '#000', '--gap': '8px' },
      },
    });
    expect(issues).toEqual([
      { code: 'unknown-colour-token', path: 'theme.light.sparkle' },
      { code: 'invalid-variable-name', path: 'theme.rootVariables.x;y' },
      { code: 'invalid-variable-name', path: 'theme.rootVariables.--ck-color-primary' },
    ]);
    expect(variables['--gap']).toBe('8px');
    expect(variables['--ck-color-primary']).toBe('#00e3ae');
  });

  it.each(['#00e3ae', '#1a237e', '#ffeb3b', '#ff5252', '#777777'])(
    'computes on-primary and primary-text colours that reach WCAG AA for primary %s',
    (primary) => {
      const { variables } = applyTheme({ styling: { global: { primary } } });
      const get = (name: `--${string}`) => parseColor(variables[name]) ?? { r: -1, g: -1, b: -1, a: 1 };
      expect(contrastRatio(get('--ck-color-on-primary'), get('--ck-color-primary'))).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(get('--ck-color-primary-text'), get('--ck-color-background'))).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(get('--ck-color-primary-text'), get('--ck-color-surface'))).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(get('--ck-color-focus'), get('--ck-color-background'))).toBeGreaterThanOrEqual(3);
    },
  );

  it('ships a tokens.css whose :root declarations equal the default theme variables', () => {
    const css = readFileSync(new URL('../styles/tokens.css', import.meta.url), 'utf8');
    const declared = Object.fromEntries(
      [...css.matchAll(/^\s*(--ck-[a-z-]+):\s*(.+);$/gm)].map(([, name, value]) => [name, value]),
    );
    expect(declared).toEqual(themeVariables(defaultTheme));
  });
});
