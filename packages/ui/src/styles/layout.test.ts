// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./layout.css', import.meta.url), 'utf8');

/** The declarations of the first rule whose whole selector is `selector` (not one of a list). */
function ruleOf(selector: string): string {
  const start = css.indexOf(`\n\n${selector} {`);
  if (start < 0) throw new Error(`no rule for ${selector}`);
  return css.slice(start, css.indexOf('\n}', start));
}

describe('layout styles', () => {
  it.each([
    ['.ck-panels__left', '--ck-color-panel-left', '--ck-color-on-panel-left'],
    ['.ck-panels__right', '--ck-color-panel-right', '--ck-color-on-panel-right'],
  ])('paint %s in the theme’s panel colour with its readable text colour', (selector, background, text) => {
    const rule = ruleOf(selector);
    expect(rule).toContain(`background: var(${background});`);
    expect(rule).toContain(`color: var(${text});`);
  });
});
