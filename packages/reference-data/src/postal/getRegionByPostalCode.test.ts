import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getRegionByPostalCode } from './getRegionByPostalCode';

describe('getRegionByPostalCode', () => {
  it.each([
    ['CA', 'K1A 0B1', 'ON'],
    ['ca', 'k1a0b1', 'ON'],
    ['US', '10001', 'NY'],
    ['us', '90210-1234', 'CA'],
    ['AU', '2000', 'NSW'],
    ['AU', ' 0800 ', 'NT'],
  ])('derives %s %j as %s', (alpha2, code, region) => {
    expect(getRegionByPostalCode(alpha2, code)).toBe(region);
  });

  it.each(['DE', 'GB', 'IT', 'ES', '', 'C A'])('answers null for country %j', (alpha2) => {
    expect(getRegionByPostalCode(alpha2, '10115')).toBeNull();
  });

  it('answers null instead of throwing for values that are not strings', () => {
    for (const value of [null, undefined, 42, {}, []]) {
      expect(getRegionByPostalCode('US', value as unknown as string)).toBeNull();
      expect(getRegionByPostalCode(value as unknown as string, '10001')).toBeNull();
    }
  });

  it('never throws and returns null or a short code, whatever the input', () => {
    fc.assert(
      fc.property(fc.constantFrom('CA', 'US', 'AU', 'DE', 'ca', ''), fc.string({ unit: 'binary' }), (alpha2, code) => {
        const region = getRegionByPostalCode(alpha2, code);
        expect(region === null || /^[A-Z]{2,3}(\/NU)?$/.test(region)).toBe(true);
      }),
    );
  });

  it('ignores case and surrounding white space', () => {
    const canadian = fc
      .tuple(
        fc.constantFrom(...'ABCEGHJKLMNPRSTVXY'),
        fc.integer({ min: 0, max: 9 }),
        fc.constantFrom(...'ABCEGHJKLMNPRSTVWXYZ'),
        fc.integer({ min: 0, max: 9 }),
        fc.constantFrom(...'ABCEGHJKLMNPRSTVWXYZ'),
        fc.integer({ min: 0, max: 9 }),
      )
      .map((parts) => ({ alpha2: 'CA', code: `${parts.slice(0, 3).join('')} ${parts.slice(3).join('')}` }));
    const american = fc
      .integer({ min: 0, max: 99_999 })
      .map((n) => ({ alpha2: 'US', code: String(n).padStart(5, '0') }));
    const australian = fc
      .integer({ min: 0, max: 9_999 })
      .map((n) => ({ alpha2: 'AU', code: String(n).padStart(4, '0') }));
    const space = fc.constantFrom('', ' ', '  ', '\t', '\n');
    fc.assert(
      fc.property(fc.oneof(canadian, american, australian), space, space, ({ alpha2, code }, before, after) => {
        const expected = getRegionByPostalCode(alpha2, code);
        expect(getRegionByPostalCode(alpha2.toLowerCase(), `${before}${code.toLowerCase()}${after}`)).toBe(expected);
        expect(getRegionByPostalCode(alpha2, `${before}${code.toUpperCase()}${after}`)).toBe(expected);
      }),
    );
  });

  it('reads a Canadian code the same with or without its space', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[ABCEGHJKLMNPRSTVXY]\d[A-Z]$/),
        fc.stringMatching(/^\d[A-Z]\d$/),
        (area, unit) => {
          const spaced = getRegionByPostalCode('CA', `${area} ${unit}`);
          expect(spaced).not.toBeNull();
          expect(getRegionByPostalCode('CA', `${area}${unit}`)).toBe(spaced);
        },
      ),
    );
  });
});
