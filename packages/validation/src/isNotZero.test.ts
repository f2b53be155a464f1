import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isNotZero, notZeroRule } from './isNotZero';

describe('isNotZero', () => {
  it.each([undefined, null, '', '   ', 1, -1, 0.001, '1,5', ' 3 '])('accepts %j', (value) => {
    expect(isNotZero(value)).toBe(true);
  });

  it.each([0, -0, '0', '0,0', ' 0 ', '-0', 'abc', true])('rejects %j', (value) => {
    expect(isNotZero(value)).toBe(false);
  });
});

describe('notZeroRule', () => {
  it('reports the code not_zero inside a valibot pipe and passes valid input through', () => {
    const schema = v.pipe(v.unknown(), notZeroRule());
    const failing = v.safeParse(schema, 0);
    expect(failing.success).toBe(false);
    expect(failing.issues?.[0]?.message).toBe('not_zero');
    expect(v.safeParse(schema, 1)).toMatchObject({ success: true, output: 1 });
  });
});
