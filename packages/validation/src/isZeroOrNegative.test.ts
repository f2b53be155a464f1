import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isZeroOrNegative, zeroOrNegativeRule } from './isZeroOrNegative';

describe('isZeroOrNegative', () => {
  it.each([undefined, null, '', '   ', 0, -0, -2, '0', '-1,5'])('accepts %j', (value) => {
    expect(isZeroOrNegative(value)).toBe(true);
  });

  it.each([0.1, '1', 'abc'])('rejects %j', (value) => {
    expect(isZeroOrNegative(value)).toBe(false);
  });
});

describe('zeroOrNegativeRule', () => {
  it('reports the code zero_or_negative inside a valibot pipe and passes valid input through', () => {
    const schema = v.pipe(v.unknown(), zeroOrNegativeRule());
    const failing = v.safeParse(schema, 0.1);
    expect(failing.success).toBe(false);
    expect(failing.issues?.[0]?.message).toBe('zero_or_negative');
    expect(v.safeParse(schema, 0)).toMatchObject({ success: true, output: 0 });
  });
});
