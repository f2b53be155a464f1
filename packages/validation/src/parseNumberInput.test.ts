import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseNumberInput } from './parseNumberInput';

describe('parseNumberInput', () => {
  it.each([
    ['12', 12],
    ['1,5', 1.5],
    ['1.5', 1.5],
    [' 3 ', 3],
    ['\u00a03\t', 3],
    ['-4', -4],
    ['\u22124', -4],
    ['+2', 2],
    ['.5', 0.5],
    [',5', 0.5],
    ['5.', 5],
    ['1.000', 1],
    ['007', 7],
    [0, 0],
    [-2.5, -2.5],
  ] as const)('reads %j as %d', (input, expected) => {
    expect(parseNumberInput(input)).toBe(expected);
  });

  it.each([
    '',
    '  ',
    'abc',
    '1e3',
    '1.000,50',
    '1,000.50',
    '12 345',
    '--1',
    '1-',
    '٣',
    '🙂',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    null,
    undefined,
    true,
    {},
  ])('reads %j as not a number', (input) => {
    expect(parseNumberInput(input)).toBeNull();
  });

  it('reads back any finite number it is given', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(parseNumberInput(n)).toBe(n);
      }),
    );
  });

  it('reads an integer written with a comma decimal part like the same number written with a dot', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.nat({ max: 999 }), (whole, fraction) => {
        expect(parseNumberInput(`${whole},${fraction}`)).toBe(parseNumberInput(`${whole}.${fraction}`));
      }),
    );
  });
});
