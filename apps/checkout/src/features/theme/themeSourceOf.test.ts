import { describe, expect, it } from 'vitest';
import { themeSourceOf } from './themeSourceOf';

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
