import { describe, expect, it } from 'vitest';
import { fromMinorUnits } from './fromMinorUnits';

describe('fromMinorUnits', () => {
  it.each([
    [1999, 'EUR', 19.99],
    [-5, 'EUR', -0.05],
    [1500, 'JPY', 1500],
    [1234, 'KWD', 1.234],
    [0, 'usd', 0],
  ])('writes %i %s as %s', (minor, currency, decimal) => {
    expect(fromMinorUnits(minor, currency)).toBe(decimal);
  });

  it.each([[19.5], [Number.NaN], [2 ** 53]])('rejects %s, which is not a safe integer', (minor) => {
    expect(() => fromMinorUnits(minor, 'EUR')).toThrow(expect.objectContaining({ code: 'invalid_argument' }));
  });

  it('rejects an unknown currency', () => {
    expect(() => fromMinorUnits(100, 'XYZ')).toThrow(expect.objectContaining({ code: 'invalid_argument' }));
  });
});
