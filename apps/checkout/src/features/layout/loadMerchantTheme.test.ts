import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ThemeSource } from '../theme/themeSourceOf';

/** How often the colour maths' chunk was imported, and whether its import fails (a chunk that cannot load). */
const maths = { imports: 0, fail: false };

const reporter = { report: vi.fn() };
const source: ThemeSource = {
  theme: { light: { primary: '#1A237E' }, rootVariables: {} },
  global: { font_family: 'x;}body{color:red', heading_text_transform: 'uppercase' },
};

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

describe('loadMerchantTheme', () => {
  it('applies the theme with the colour maths it imports, with its rejected values', async () => {
    const { loadMerchantTheme } = await load();
    const applied = await loadMerchantTheme(reporter, source);
    expect(applied.variables['--ck-color-primary']).toBe('#1a237e');
    expect(applied.variables['--ck-heading-text-transform']).toBe('uppercase');
    expect(applied.issues).toEqual([{ code: 'invalid-font-family', path: 'styling.global.font_family' }]);
    expect(maths.imports).toBe(1);
  });

  it('keeps the default theme and reports the failure when the colour maths cannot load', async () => {
    maths.fail = true;
    const { DEFAULT_MERCHANT_THEME, loadMerchantTheme } = await load();
    await expect(loadMerchantTheme(reporter, source)).resolves.toBe(DEFAULT_MERCHANT_THEME);
    expect(DEFAULT_MERCHANT_THEME).toEqual({ variables: {}, issues: [] });
    expect(reporter.report).toHaveBeenCalledWith(expect.any(Error), 'theme');
  });
});

describe('preloadThemeMaths', () => {
  it('starts importing the colour maths', async () => {
    const { preloadThemeMaths } = await load();
    preloadThemeMaths();
    await expect.poll(() => maths.imports).toBe(1);
  });

  it('never rejects when the chunk cannot load', async () => {
    maths.fail = true;
    const { preloadThemeMaths } = await load();
    expect(() => preloadThemeMaths()).not.toThrow();
    await expect.poll(() => maths.imports).toBe(1);
  });
});
