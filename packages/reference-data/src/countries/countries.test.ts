import { createRequire } from 'node:module';
import i18nCountries from 'i18n-iso-countries';
import { iso31661 } from 'iso-3166';
import { describe, expect, it } from 'vitest';
import { countries } from '../generated/countries';
import { countryNameLanguages } from './countryNameLanguages';
import { getCountry } from './getCountry';
import { getCountryName } from './getCountryName';
import { loadCountryNames } from './loadCountryNames';

const require = createRequire(import.meta.url);

/** The name the sources give: CLDR zh-Hant for `zh-tw`, i18n-iso-countries' official name otherwise. */
function expectedName(alpha2: string, lang: string): string | undefined {
  if (lang === 'zh-tw') {
    const file = require('cldr-localenames-full/main/zh-Hant/territories.json') as {
      main: { 'zh-Hant': { localeDisplayNames: { territories: Record<string, string> } } };
    };
    return file.main['zh-Hant'].localeDisplayNames.territories[alpha2];
  }
  i18nCountries.registerLocale(require(`i18n-iso-countries/langs/${lang}.json`));
  return i18nCountries.getName(alpha2, lang, { select: 'official' });
}

describe('countries', () => {
  it('lists every ISO 3166-1 country once, with the numeric id, alpha-2 and alpha-3 of the standard', () => {
    expect(countries).toHaveLength(iso31661.length);
    for (const entry of iso31661) {
      expect(getCountry(entry.alpha2)).toEqual({
        id: Number(entry.numeric),
        alpha2: entry.alpha2,
        alpha3: entry.alpha3,
      });
    }
  });

  it('agrees with i18n-iso-countries on every alpha-3 and numeric code', () => {
    for (const country of countries) {
      expect(i18nCountries.alpha2ToAlpha3(country.alpha2)).toBe(country.alpha3);
      expect(Number(i18nCountries.alpha2ToNumeric(country.alpha2))).toBe(country.id);
    }
  });

  it.each(['de', 'DE', ' De '])('finds Germany by %j', (code) => {
    expect(getCountry(code)?.alpha3).toBe('DEU');
  });

  it.each(['', 'XX', 'DEU', 'XK', '__proto__'])('finds nothing for %j', (code) => {
    expect(getCountry(code)).toBeUndefined();
  });
});

describe('country names', () => {
  it('offers the 29 languages of the spec plus sl', () => {
    expect(countryNameLanguages).toHaveLength(30);
    expect(countryNameLanguages).toContain('sl');
    expect(countryNameLanguages).toContain('zh-tw');
  });

  it('answers nothing for a language that has not been loaded', () => {
    expect(getCountryName('DE', 'th')).toBeUndefined();
  });

  it.each(countryNameLanguages)('loads %s with the source name of every country', async (lang) => {
    const names = await loadCountryNames(lang);
    expect(Object.keys(names)).toHaveLength(countries.length);
    for (const country of countries) {
      const name = expectedName(country.alpha2, lang);
      expect(name, `${lang} ${country.alpha2}`).toBeTruthy();
      expect(names[country.alpha2]).toBe(name);
      expect(getCountryName(country.alpha2.toLowerCase(), lang)).toBe(name);
    }
  });

  it('gives Traditional Chinese for zh-tw and Slovene for sl', async () => {
    await loadCountryNames('zh-tw');
    await loadCountryNames('sl');
    expect(getCountryName('TW', 'zh-tw')).toBe('台灣');
    expect(getCountryName('DE', 'zh-tw')).toBe('德國');
    expect(getCountryName('DE', 'sl')).toBe('Nemčija');
  });

  it('returns the same names object when a language is loaded twice', async () => {
    expect(await loadCountryNames('fr')).toBe(await loadCountryNames('fr'));
  });
});
