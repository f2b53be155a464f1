// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMBEDDED_THEME_ID, type EmbeddedTheme } from '../../src/early/embeddedTheme';
import { addAppliedTheme, appliedThemeForPage } from './appliedThemeForPage';
import type { EmbeddedReads } from './readPlatformForPage';

const BASE = 'https://api.example';
const STYLING = `${BASE}/api/demo-branded/styling`;
const THEME = `${BASE}/api/demo-branded/theme`;
const answer = (data: unknown) => ({ status: 200 as const, body: { status: true, data } });

const reads: EmbeddedReads = {
  [`${BASE}/api/demo-branded/locale`]: answer({}),
  [STYLING]: answer({
    global: { primary: '#1A237E', font_family: 'Inter;}body{x:y', heading_text_transform: 'uppercase' },
    gtm_id: 'GTM-1',
  }),
  [THEME]: answer({ theme: { light: { panel_right: '#263238' }, rootVariables: { '--gap': '12px' } } }),
};

const blockOf = (html: string): unknown =>
  JSON.parse(
    new RegExp(`<script id="${EMBEDDED_THEME_ID}" type="application/json">(.*?)</script>`).exec(html)?.[1] ?? 'null',
  );

describe('appliedThemeForPage', () => {
  it('applies the theme and styling the server read for the page, with the values it rejected', async () => {
    const applied = await appliedThemeForPage(BASE, '/en/demo-branded/cart-1', reads);
    expect(applied).toMatchObject({
      apiKey: 'demo-branded',
      source: {
        theme: { light: { panel_right: '#263238' }, rootVariables: { '--gap': '12px' } },
        global: { primary: '#1A237E', font_family: 'Inter;}body{x:y', heading_text_transform: 'uppercase' },
      },
      issues: [{ code: 'invalid-font-family', path: 'styling.global.font_family' }],
    });
    expect(applied?.variables).toMatchObject({
      '--ck-color-primary': '#1a237e',
      '--ck-color-panel-right': '#263238',
      '--ck-heading-text-transform': 'uppercase',
      '--gap': '12px',
    });
  });

  it('is the same on an update page, which reads the same four', async () => {
    const update = await appliedThemeForPage(BASE, '/en/demo-branded/update-payment-method', reads);
    expect(update).toEqual(await appliedThemeForPage(BASE, '/en/demo-branded/cart-1', reads));
  });

  it.each([
    ['the styling', STYLING],
    ['the theme', THEME],
  ])('is none when %s was not read (failed, refused or late): the browser applies it', async (_, missing) => {
    const { [missing]: _dropped, ...partial } = reads;
    expect(await appliedThemeForPage(BASE, '/en/demo-branded/cart-1', partial)).toBeNull();
  });

  it('is none on a page that reads no merchant, or for another merchant', async () => {
    for (const path of ['/en', '/en/cart/create', '/en/demo-all/cart-1', '/en/%E0%A4%A/cart-1']) {
      expect(await appliedThemeForPage(BASE, path, reads), path).toBeNull();
    }
  });

  it('counts an answer the app would refuse as no theme, as the app does', async () => {
    const applied = await appliedThemeForPage(BASE, '/en/demo-branded/cart-1', {
      ...reads,
      [THEME]: answer({ theme: { light: { primary: 7 } } }),
    });
    expect(applied?.source.theme).toBeNull();
    expect(applied?.variables['--ck-color-primary']).toBe('#1a237e');
    expect(applied?.variables['--ck-color-panel-right']).not.toBe('#263238');
  });
});

describe('addAppliedTheme', () => {
  const html = '<html><head><title>x</title></head><body></body></html>';

  it('adds the theme as a JSON block no value can close', async () => {
    const hostile = await appliedThemeForPage(BASE, '/en/demo-branded/cart-1', {
      ...reads,
      [THEME]: answer({ theme: { light: {}, rootVariables: { '--x': '</script><script>alert(1)</script>' } } }),
    });
    const page = addAppliedTheme(html, hostile);
    expect(page).not.toContain('<script>alert(1)');
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(blockOf(page)).toEqual(hostile);
    expect((blockOf(page) as EmbeddedTheme).issues).toContainEqual({
      code: 'invalid-variable-value',
      path: 'theme.rootVariables.--x',
    });
  });

  it('adds nothing without a theme', () => {
    expect(addAppliedTheme(html, null)).toBe(html);
  });
});
