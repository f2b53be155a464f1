import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePhoneNumber } from './normalizePhoneNumber';

describe('normalizePhoneNumber', () => {
  it.each([
    ['+49 30 1234567', 'DE', '+49301234567'],
    ['030 1234567', 'DE', '+49301234567'],
    ['030 1234567', 'de', '+49301234567'],
    ['  030 1234567  ', 'DE', '+49301234567'],
    ['+49 (30) 123-4567', 'DE', '+49301234567'],
    ['0 30 12 34 56 7', 'DE', '+49301234567'],
    ['0170 1234567', 'DE', '+491701234567'],
    ['+49 30 1234567', 'AT', '+49301234567'],
    ['+49 30 1234567', undefined, '+49301234567'],
    ['+1 212 555 0123', 'US', '+12125550123'],
    ['+44 20 7946 0958', null, '+442079460958'],
  ] as const)('reads %j in %s as %s', (input, country, e164) => {
    expect(normalizePhoneNumber(input, country)).toBe(e164);
  });

  it.each([
    ['030 1234567', undefined],
    ['030 1234567', 'XX'],
    ['+49 1234', 'DE'],
    ['+4911111111111', 'DE'],
    ['+1 212 123 4567', 'US'],
    ['+49 30 1234567 ext. 5', 'DE'],
    ['not a phone', 'DE'],
    ['📞 030 1234567 🙂', 'DE'],
    ['', 'DE'],
    ['   ', 'DE'],
    ['1'.repeat(10_000), 'DE'],
  ] as const)('refuses %j in %s', (input, country) => {
    expect(normalizePhoneNumber(input, country)).toBeNull();
  });

  it('never throws and returns null or an E.164 string on any input', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^\+?[\d ()-]{0,20}$/)),
        fc.option(fc.string({ maxLength: 3 })),
        (input, country) => {
          const result = normalizePhoneNumber(input, country);
          expect(result === null || /^\+[1-9]\d{1,14}$/.test(result)).toBe(true);
        },
      ),
    );
  });

  it('gives the same answer again for its own output', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0[1-9]\d{5,10}$/), (national) => {
        const e164 = normalizePhoneNumber(national, 'DE');
        if (e164 !== null) expect(normalizePhoneNumber(e164)).toBe(e164);
      }),
    );
  });
});
