import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isNegative, negativeRule } from './isNegative';

describe('isNegative', () => {
  it.each([undefined, null, '', '   ', -1, -0.5, '-1,5', ' -3 ', '\u22122'])('accepts %j', (value) => {
    expect(isNegative(value)).toBe(true);
  });

  it.each([0, 1, '0', '3', 'abc', '- 3'])('rejects %j', (value) => {
    expect(isNegative(value)).toBe(false);
  });
});

describe('negativeRule', () => {
  it('reports the code negative inside a valibot pipe and passes valid input through', () => {
    const schema = v.pipe(v.unknown(), negativeRule());
    const failing = v.safeParse(schema, 0);
    expect(failing.success).toBe(false);
    expect(failing.issues?.[0]?.message).toBe('negative');
    expect(v.safeParse(schema, -1)).toMatchObject({ success: true, output: -1 });
  });
});
