import fc from 'fast-check';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { countries } from '../generated/countries';
import { dialCodes } from '../generated/dialCodes';
import { getDialCode } from './getDialCode';
import { isKnownDialCode } from './isKnownDialCode';

const isoCodes = new Set(countries.map((country) => country.alpha2));
const phoneRegions = getCountries().filter((region) => isoCodes.has(region));

describe('dial codes', () => {
  it('holds the libphonenumber calling code of every ISO country it knows, about 240', () => {
    expect(Object.keys(dialCodes)).toHaveLength(phoneRegions.length);
    expect(phoneRegions.length).toBeGreaterThan(230);
    for (const region of phoneRegions) expect(getDialCode(region)).toBe(`+${getCountryCallingCode(region)}`);
  });

  it('keys every dial code by a known ISO country', () => {
    for (const alpha2 of Object.keys(dialCodes)) expect(isoCodes.has(alpha2)).toBe(true);
  });

  it.each([
    ['de', '+49'],
    [' US ', '+1'],
    ['CA', '+1'],
    ['GB', '+44'],
    ['NO', '+47'],
  ])('gives %j the code %s', (alpha2, code) => {
    expect(getDialCode(alpha2)).toBe(code);
  });

  it.each(['AQ', 'BV', 'XX', ''])('gives %j no code', (alpha2) => {
    expect(getDialCode(alpha2)).toBeUndefined();
  });

  it.each(['+49', '49', '0049', ' +1 ', '+358'])('knows %j', (code) => {
    expect(isKnownDialCode(code)).toBe(true);
  });

  it.each(['', '+', '+0', '+999', '+49 30', '++49', '4 9', 'DE', '+1234', '000049'])('does not know %j', (code) => {
    expect(isKnownDialCode(code)).toBe(false);
  });

  it('knows exactly the calling codes that libphonenumber gives the ISO countries', () => {
    const codes = new Set(phoneRegions.map((region) => getCountryCallingCode(region)));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), (n) => {
        expect(isKnownDialCode(`+${n}`)).toBe(codes.has(String(n)));
      }),
    );
  });
});
