import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isNumber, numberRule } from './isNumber';

describe('isNumber', () => {
  it.each([undefined, null, '', '   ', 0, -3.5, '12', '1,5', ' 3 ', '.5', '5.', '1.000'])('accepts %j', (value) => {
    expect(isNumber(value)).toBe(true);
  });

  it.each([
    'abc',
    '1e3',
    '1.000,50',
    '1,000.50',
    '12 345',
    Number.NaN,
    Number.NEGATIVE_INFINITY,
    '٣',
    '🙂',
    true,
    {},
    [1],
  ])('rejects %j', (value) => {
    expect(isNumber(value)).toBe(false);
  });
});

describe('isNumber with big integers', () => {
  it('accepts a bigint as the number it is', () => {
    expect(isNumber(BigInt(10))).toBe(true);
  });
});

describe('numberRule', () => {
  it('reports the code number inside a valibot pipe and passes valid input through', () => {
    const schema = v.pipe(v.unknown(), numberRule());
    const failing = v.safeParse(schema, 'abc');
    expect(failing.success).toBe(false);
    expect(failing.issues?.[0]?.message).toBe('number');
    expect(v.safeParse(schema, 0)).toMatchObject({ success: true, output: 0 });
  });
});
