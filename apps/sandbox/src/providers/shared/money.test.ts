import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, fromMinorUnits, toMinorUnits } from './money';

describe('money', () => {
  it.each([
    ['49.90', 'EUR', 4990],
    ['49.9', 'EUR', 4990],
    ['0.00', 'EUR', 0],
    ['1200', 'JPY', 1200],
    ['12', 'USD', 1200],
  ])('reads %s %s as %i minor units', (amount, currency, minor) => {
    expect(toMinorUnits(amount, currency)).toBe(minor);
  });

  it.each(['abc', '1.234', '', '1e3'])('refuses %s', (amount) => {
    expect(toMinorUnits(amount, 'EUR')).toBeNull();
  });

  it('round-trips minor units through the decimal string', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom('EUR', 'JPY', 'GBP'), (minor, currency) => {
        expect(toMinorUnits(fromMinorUnits(minor, currency), currency)).toBe(minor);
      }),
    );
  });

  it('formats for people', () => {
    expect(formatAmount('49.90', 'EUR')).toBe('€49.90');
  });
});
