import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CheckoutApiError } from '../CheckoutApiError';
import { fromMinorUnits } from './fromMinorUnits';
import { toMinorUnits } from './toMinorUnits';

describe('toMinorUnits', () => {
  it.each([
    [19.99, 'EUR', 1999],
    ['19.99', 'EUR', 1999],
    [0.1 + 0.2, 'EUR', 30],
    [1.005, 'EUR', 101],
    [19.995, 'EUR', 2000],
    [-19.995, 'EUR', -2000],
    ['-0.001', 'EUR', 0],
    [1500, 'JPY', 1500],
    [1499.5, 'JPY', 1500],
    [1.234, 'KWD', 1234],
    ['7', 'usd', 700],
    [1e-7, 'EUR', 0],
    [123456789.12, 'EUR', 12345678912],
  ])('reads %s %s as %i minor units', (decimal, currency, minor) => {
    expect(toMinorUnits(decimal, currency)).toBe(minor);
  });

  it.each([
    [Number.NaN, 'EUR'],
    [Number.POSITIVE_INFINITY, 'EUR'],
    ['1e3', 'EUR'],
    ['12,50', 'EUR'],
    ['', 'EUR'],
    [1e21, 'EUR'],
    [10, 'XYZ'],
  ])('rejects %s %s with invalid_argument', (decimal, currency) => {
    expect(() => toMinorUnits(decimal, currency)).toThrow(CheckoutApiError);
    expect(() => toMinorUnits(decimal, currency)).toThrow(expect.objectContaining({ code: 'invalid_argument' }));
  });

  it('round-trips every safe amount through the wire decimal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e13, max: 1e13 }),
        fc.constantFrom('EUR', 'JPY', 'KWD', 'CHF'),
        (minor, currency) => {
          const decimal = fromMinorUnits(minor, currency);
          expect(toMinorUnits(decimal, currency)).toBe(minor);
          expect(toMinorUnits(String(decimal), currency)).toBe(minor);
        },
      ),
    );
  });

  it('agrees with exact decimal text for any number of digits', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.nat({ max: 5 }), (digits, scale) => {
        const text = digits.toString().padStart(scale + 1, '0');
        const decimal = scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`;
        const cents =
          scale <= 2
            ? digits * 10n ** BigInt(2 - scale)
            : (digits + 5n * 10n ** BigInt(scale - 3)) / 10n ** BigInt(scale - 2);
        expect(toMinorUnits(decimal, 'EUR')).toBe(Number(cents));
      }),
    );
  });
});
