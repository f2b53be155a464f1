import { describe, expect, it } from 'vitest';
import { formatTimestamp } from './formatTimestamp';
import { locales } from './locales';
import { resolveDateLocale } from './resolveDateLocale';

const instant = Date.UTC(2026, 2, 7, 14, 5);

describe('formatTimestamp', () => {
  it.each(locales)('shows day, month name, year and hour:minute in %s', (locale) => {
    const formatted = formatTimestamp(instant, locale, { timeZone: 'UTC' });
    expect(formatted).toMatchSnapshot();
    const monthName = new Intl.DateTimeFormat(resolveDateLocale(locale), { month: 'long', timeZone: 'UTC' }).format(
      instant,
    );
    expect(formatted.toLowerCase()).toContain(monthName.toLowerCase().slice(0, 3));
    expect(formatted).toContain('2026');
    expect(formatted).toMatch(/\b(2|14)[:.]05\b/);
  });

  it('shows the time in the given time zone', () => {
    expect(formatTimestamp(instant, 'de', { timeZone: 'Europe/Berlin' })).toContain('15:05');
  });
});

describe('resolveDateLocale', () => {
  it.each([
    ['de', 'de'],
    ['se', 'sv'],
    ['sv', 'sv'],
    ['no', 'nb'],
    ['en', 'en'],
    ['fr', 'fr'],
    ['el', 'el'],
    ['sl', 'sl'],
    ['pt', 'en'],
    ['', 'en'],
  ])('displays dates for %j in %s', (code, expected) => expect(resolveDateLocale(code)).toBe(expected));
});
