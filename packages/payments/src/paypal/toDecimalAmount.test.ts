import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimalAmount } from './toDecimalAmount';

describe('toDecimalAmount', () => {
  it.each([
    [{ amount: 1050, currency: 'EUR' }, '10.50'],
    [{ amount: 5, currency: 'USD' }, '0.05'],
    [{ amount: 0, currency: 'EUR' }, '0.00'],
    [{ amount: 500, currency: 'JPY' }, '500'],
    [{ amount: 12345, currency: 'KWD' }, '12.345'],
  ])('formats %o as %s', (money, expected) => {
    expect(toDecimalAmount(money)).toBe(expected);
  });

  it('round-trips any non-negative EUR amount back to the same minor units', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000_000 }), (amount) => {
        expect(Math.round(Number(toDecimalAmount({ amount, currency: 'EUR' })) * 100)).toBe(amount);
      }),
    );
  });
});
