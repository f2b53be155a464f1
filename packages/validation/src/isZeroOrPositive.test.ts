import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isZeroOrPositive, zeroOrPositiveRule } from './isZeroOrPositive';

describe('isZeroOrPositive', () => {
  it.each([undefined, null, '', '   ', 0, 2, '0', '1,5', ' 3 '])('accepts %j', (value) => {
    expect(isZeroOrPositive(value)).toBe(true);
  });

  it.each([-0.1, '-1', 'abc'])('rejects %j', (value) => {
    expect(isZeroOrPositive(value)).toBe(false);
  });
});

describe('zeroOrPositiveRule', () => {
  it('reports the code zero_or_positive inside a valibot pipe and passes valid input through', () => {
    const schema = v.pipe(v.unknown(), zeroOrPositiveRule());
    const failing = v.safeParse(schema, -0.1);
    expect(failing.success).toBe(false);
    expect(failing.issues?.[0]?.message).toBe('zero_or_positive');
    expect(v.safeParse(schema, 0)).toMatchObject({ success: true, output: 0 });
  });
});
