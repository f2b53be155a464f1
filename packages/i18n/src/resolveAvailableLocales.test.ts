import { describe, expect, it } from 'vitest';
import { locales } from './locales';
import { resolveAvailableLocales } from './resolveAvailableLocales';
import { resolveDefaultLocale } from './resolveDefaultLocale';

describe('resolveAvailableLocales', () => {
  it('offers all twelve locales without an override', () => {
    expect(resolveAvailableLocales()).toEqual(locales);
    expect(resolveAvailableLocales({ messages: {} })).toEqual(locales);
  });

  it("shrinks to the merchant's supported locales in the merchant's order", () => {
    expect(resolveAvailableLocales({ locales: ['fr', 'pt', 'de', 'fr'] })).toEqual(['fr', 'de']);
  });

  it('keeps all twelve when the merchant lists none we support', () => {
    expect(resolveAvailableLocales({ locales: ['pt', 'ja'] })).toEqual(locales);
  });
});

describe('resolveDefaultLocale', () => {
  it.each([
    [{}, 'en'],
    [{ defaultLocale: 'de' }, 'de'],
    [{ defaultLocale: 'pt' }, 'en'],
    [{ defaultLocale: 'de', locales: ['fr', 'nl'] }, 'fr'],
    [{ locales: ['fr', 'en'] }, 'en'],
    [{ defaultLocale: 'nl', locales: ['fr', 'nl'] }, 'nl'],
  ])('resolves %j to %s', (override, expected) => expect(resolveDefaultLocale(override)).toBe(expected));
});
