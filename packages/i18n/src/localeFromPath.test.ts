import { describe, expect, it } from 'vitest';
import { localeFromPath } from './localeFromPath';

describe('localeFromPath', () => {
  it.each([
    ['/de/key/cart', 'de'],
    ['/no', 'no'],
    ['/sl/', 'sl'],
    ['de/error/quote-unavailable', 'de'],
  ])('reads the prefix of %s', (path, locale) => expect(localeFromPath(path)).toBe(locale));

  it.each(['/', '', '/pt/key/cart', '/DE/key', '/nb/key', '/key/de', '/en-GB/x'])('finds no locale in %j', (path) =>
    expect(localeFromPath(path)).toBeUndefined(),
  );
});
