// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./field.css', import.meta.url), 'utf8');

/** The declarations of the first rule whose selector is exactly `selector`. */
function ruleOf(selector: string): string {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no rule for ${selector}`);
  return css.slice(start, css.indexOf('\n}', start));
}

describe('field styles', () => {
  it.each(['.ck-select', '.ck-input::-webkit-calendar-picker-indicator'])(
    'draw %s’s icon in the theme’s muted text colour, without an image',
    (selector) => {
      const rule = ruleOf(selector);
      expect(rule).toContain('var(--ck-color-text-muted)');
      expect(rule).not.toMatch(/url\(/);
    },
  );

  it('loads no image anywhere in the field styles', () => {
    expect(css).not.toMatch(/url\(/);
  });
});
