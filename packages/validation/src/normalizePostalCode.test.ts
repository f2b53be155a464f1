import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePostalCode } from './normalizePostalCode';

describe('normalizePostalCode', () => {
  it.each([
    ['k1a 0b1', 'CA', 'K1A 0B1'],
    ['k1a0b1', 'CA', 'K1A 0B1'],
    ['  K1A   0B1 ', 'ca', 'K1A 0B1'],
    ['sw1a1aa', 'GB', 'SW1A 1AA'],
    ['ec1a 1bb', 'GB', 'EC1A 1BB'],
    ['1234 ab', 'NL', '1234 AB'],
    ['d02 x285', 'IE', 'D02 X285'],
    [' 80331 ', 'DE', '80331'],
    ['k1a0b1', null, 'K1A0B1'],
    ['', 'CA', ''],
  ])('writes %j in %s as %j', (input, alpha2, expected) => {
    expect(normalizePostalCode(input, alpha2)).toBe(expected);
  });

  it('leaves a code it already normalised as it is', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('CA', 'GB', 'DE', 'NL', null), (input, alpha2) => {
        const once = normalizePostalCode(input, alpha2);
        expect(normalizePostalCode(once, alpha2)).toBe(once);
      }),
    );
  });

  it('never turns letters to lower case or adds anything but one space', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('CA', 'GB', 'US', undefined), (input, alpha2) => {
        const output = normalizePostalCode(input, alpha2);
        expect(output).toBe(output.toUpperCase());
        expect(output.replaceAll(' ', '')).toBe(input.toUpperCase().replace(/\s+/g, ''));
      }),
    );
  });
});
