// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./base.css', import.meta.url), 'utf8');

describe('base styles', () => {
  it('give the theme’s heading transform to section headings only, not to every heading', () => {
    const rules = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)]
      .filter(([, , body]) => body?.includes('text-transform'))
      .map(([, selector]) => selector?.replace(/\/\*[\s\S]*?\*\//g, '').trim());
    expect(rules).toEqual(['.ck-section-heading']);
  });
});
