import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localeFromPath } from './localeFromPath';
import { locales } from './locales';
import { localizePath } from './localizePath';

describe('localizePath', () => {
  it.each([
    ['/de/key/cart', 'fr', '/fr/key/cart'],
    ['/key/cart', 'fr', '/fr/key/cart'],
    ['/', 'sv', '/sv'],
    ['', 'sv', '/sv'],
    ['/en/key/cart/', 'de', '/de/key/cart/'],
    ['/en', 'de', '/de'],
  ] as const)('puts the prefix on %j for %s', (path, locale, expected) =>
    expect(localizePath(path, locale)).toBe(expected),
  );

  it('always yields a path whose prefix is the new locale and keeps the rest of the route', () => {
    const segment = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), fc.constantFrom(...locales), (segments, locale) => {
        const path = `/${segments.join('/')}`;
        const localized = localizePath(path, locale);
        expect(localeFromPath(localized)).toBe(locale);
        const rest = segments.filter((_, index) => !(index === 0 && localeFromPath(path) !== undefined));
        expect(localized).toBe(`/${[locale, ...rest].join('/')}`);
      }),
    );
  });
});
