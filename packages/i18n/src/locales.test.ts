import { describe, expect, it } from 'vitest';
import { defaultLocale, isLocale, locales } from './locales';

describe('locales', () => {
  it('has the twelve languages of the spec with en as default', () => {
    expect(locales).toHaveLength(12);
    expect(defaultLocale).toBe('en');
    expect(locales).toContain(defaultLocale);
  });

  it.each(['de', 'no', 'sl'])('accepts %s', (value) => expect(isLocale(value)).toBe(true));

  it.each(['nb', 'EN', 'en-GB', 'pt', '', undefined])('rejects %s', (value) => expect(isLocale(value)).toBe(false));
});
