import { afterEach, describe, expect, it } from 'vitest';
import { EMBEDDED_THEME_ID, type EmbeddedTheme, embeddedThemeOf, themeSourceOf } from './embeddedTheme';

afterEach(() => {
  document.getElementById(EMBEDDED_THEME_ID)?.remove();
});

/** Puts the server's `#checkout-theme` block into the document, as the production server writes it. */
function embed(text: string): void {
  const block = document.createElement('script');
  block.id = EMBEDDED_THEME_ID;
  block.type = 'application/json';
  block.textContent = text;
  document.head.append(block);
}

const theme: EmbeddedTheme = {
  apiKey: 'demo-branded',
  source: { theme: { light: { primary: '#1a237e' }, rootVariables: {} }, global: { font_family: '</style>' } },
  variables: { '--ck-color-primary': '#1a237e' },
  issues: [{ code: 'invalid-font-family', path: 'styling.global.font_family' }],
};

describe('embeddedThemeOf', () => {
  it('reads the theme the server applied, escaped as the server writes it', () => {
    embed(JSON.stringify(theme).replace(/</g, '\\u003c'));
    expect(embeddedThemeOf(document)).toEqual(theme);
  });

  it.each([
    ['no block', null],
    ['a block that is not JSON', '{"apiKey":'],
    ['no api key', JSON.stringify({ ...theme, apiKey: 7 })],
    ['no source', JSON.stringify({ ...theme, source: null })],
    ['a variable that is not text', JSON.stringify({ ...theme, variables: { '--ck-color-primary': { x: 1 } } })],
    ['issues that are not a list', JSON.stringify({ ...theme, issues: {} })],
    ['an issue without a path', JSON.stringify({ ...theme, issues: [{ code: 'invalid-colour' }] })],
  ])('is none with %s: the app applies the theme itself', (_, text) => {
    if (text !== null) embed(text);
    expect(embeddedThemeOf(document)).toBeNull();
  });

  it('is none without a document (the server)', () => {
    expect(embeddedThemeOf(undefined)).toBeNull();
  });
});

describe('themeSourceOf', () => {
  it('keeps what applyTheme reads: the theme response and the styling’s global part', () => {
    const styling = { global: { primary: '#ff0000' }, gtm_id: 'GTM-1', scripts: { global: [] } };
    expect(themeSourceOf({ theme: { light: {}, rootVariables: { '--gap': '4px' } } }, styling)).toEqual({
      theme: { light: {}, rootVariables: { '--gap': '4px' } },
      global: { primary: '#ff0000' },
    });
  });

  it('is empty for reads that failed', () => {
    expect(themeSourceOf(null, null)).toEqual({ theme: null, global: null });
    expect(themeSourceOf(null, { gtm_id: 'GTM-1' })).toEqual({ theme: null, global: null });
  });
});
