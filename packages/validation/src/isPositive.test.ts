import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isPositive, positiveRule } from './isPositive';

describe('isPositive', () => {
  it.each([undefined, null, '', '   ', 1, 0.5, '1,5', ' 3 ', '+2'])('accepts %j', (value) => {
    expect(isPositive(value)).toBe(true);
  });

  it.each([0, -1, '-0,5', 'abc', '3 4', [1]])('rejects %j', (value) => {
    expect(isPositive(value)).toBe(false);
  });
});

describe('positiveRule', () => {
  it('reports the code positive inside a valibot pipe and passes valid input through', () => {
    const schema = v.pipe(v.unknown(), positiveRule());
    const failing = v.safeParse(schema, 0);
    expect(failing.success).toBe(false);
    expect(failing.issues?.[0]?.message).toBe('positive');
    expect(v.safeParse(schema, 1)).toMatchObject({ success: true, output: 1 });
  });
});
