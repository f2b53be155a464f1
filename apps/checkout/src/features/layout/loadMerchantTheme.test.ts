import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMBEDDED_THEME_ID, type EmbeddedTheme, type ThemeSource } from '../../early/embeddedTheme';

/** How often the colour maths' chunk was imported, and whether its import fails (a chunk that cannot load). */
const maths = { imports: 0, fail: false };

const reporter = { report: vi.fn() };
const source: ThemeSource = {
  theme: { light: { primary: '#1A237E' }, rootVariables: {} },
  global: { font_family: 'x;}body{color:red', heading_text_transform: 'uppercase' },
};
/** What the server embeds for `source`, marked so that a test sees whose result it got. */
const fromServer: EmbeddedTheme = {
  apiKey: 'demo-branded',
  source,
  variables: { '--ck-color-primary': '#1a237e', '--server': '1px' },
  issues: [{ code: 'invalid-font-family', path: 'styling.global.font_family' }],
};

function embed(theme: EmbeddedTheme): void {
  const block = document.createElement('script');
  block.id = EMBEDDED_THEME_ID;
  block.type = 'application/json';
  block.textContent = JSON.stringify(theme).replace(/</g, '\\u003c');
  document.head.append(block);
}

// Each test starts with the chunk not imported yet, as a fresh page.
const load = () => import('./loadMerchantTheme');
beforeEach(() => {
  vi.resetModules();
  vi.doMock('../theme/applyMerchantTheme', async (importOriginal) => {
    maths.imports += 1;
    if (maths.fail) throw new TypeError('Failed to fetch dynamically imported module: /assets/applyMerchantTheme-1.js');
    return importOriginal();
  });
  maths.imports = 0;
  maths.fail = false;
  reporter.report.mockClear();
});
afterEach(() => {
  document.getElementById(EMBEDDED_THEME_ID)?.remove();
});

describe('loadMerchantTheme', () => {
  it('takes the theme the server applied for this merchant, theme and styling, without importing the colour maths', async () => {
    embed(fromServer);
    const { loadMerchantTheme } = await load();
    expect(await loadMerchantTheme(reporter, 'demo-branded', structuredClone(source))).toEqual({
      variables: fromServer.variables,
      issues: fromServer.issues,
    });
    expect(maths.imports).toBe(0);
    expect(reporter.report).not.toHaveBeenCalled();
  });

  it('applies the theme itself, with its rejected values, when the page brought none', async () => {
    const { loadMerchantTheme } = await load();
    const applied = await loadMerchantTheme(reporter, 'demo-branded', source);
    expect(applied.variables['--ck-color-primary']).toBe('#1a237e');
    expect(applied.variables['--ck-heading-text-transform']).toBe('uppercase');
    expect(applied.issues).toEqual([{ code: 'invalid-font-family', path: 'styling.global.font_family' }]);
    expect(maths.imports).toBe(1);
  });

  it.each([
    ['another merchant', 'demo-all', source],
    ['a styling that has changed since', 'demo-branded', { ...source, global: { primary: '#ff0000' } }],
    ['a theme the browser could not read', 'demo-branded', { ...source, theme: null }],
  ])('applies the theme itself when the server’s was applied for %s', async (_, apiKey, own) => {
    embed(fromServer);
    const { loadMerchantTheme } = await load();
    const applied = await loadMerchantTheme(reporter, apiKey, own);
    expect(applied.variables['--server']).toBeUndefined();
    expect(applied.variables['--ck-color-primary']).toMatch(/^#/);
    expect(maths.imports).toBe(1);
  });

  it('keeps the default theme and reports the failure when the colour maths cannot load', async () => {
    maths.fail = true;
    const { DEFAULT_MERCHANT_THEME, loadMerchantTheme } = await load();
    await expect(loadMerchantTheme(reporter, 'demo-branded', source)).resolves.toBe(DEFAULT_MERCHANT_THEME);
    expect(DEFAULT_MERCHANT_THEME).toEqual({ variables: {}, issues: [] });
    expect(reporter.report).toHaveBeenCalledWith(expect.any(Error), 'theme');
  });
});

describe('preloadThemeMaths', () => {
  it('starts the colour maths only when the page brought no theme for this merchant', async () => {
    embed(fromServer);
    const { preloadThemeMaths } = await load();
    preloadThemeMaths('demo-branded');
    await vi.waitFor(() => Promise.resolve());
    expect(maths.imports).toBe(0);
    preloadThemeMaths('demo-all');
    await expect.poll(() => maths.imports).toBe(1);
  });

  it('never rejects when the chunk cannot load', async () => {
    maths.fail = true;
    const { preloadThemeMaths } = await load();
    expect(() => preloadThemeMaths('demo-all')).not.toThrow();
    await expect.poll(() => maths.imports).toBe(1);
  });
});
