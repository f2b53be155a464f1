import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isNoDecimal, noDecimalRule } from './isNoDecimal';

describe('isNoDecimal', () => {
  it.each([undefined, null, '', '   ', 0, 12, -7, '12', ' 3 ', '2,0', '-4', '+5'])('accepts %j', (value) => {
    expect(isNoDecimal(value)).toBe(true);
  });

  it.each([1.5, '1,5', '0.1', 'abc', '12abc', Number.NaN, Number.POSITIVE_INFINITY, '1.000,5', '🙂'])(
    'rejects %j',
    (value) => {
      expect(isNoDecimal(value)).toBe(false);
    },
  );
});

describe('noDecimalRule', () => {
  it('reports the code no_decimal inside a valibot pipe and passes valid input through', () => {
    const schema = v.pipe(v.unknown(), noDecimalRule());
    const failing = v.safeParse(schema, 1.5);
    expect(failing.success).toBe(false);
    expect(failing.issues?.[0]?.message).toBe('no_decimal');
    expect(v.safeParse(schema, 0)).toMatchObject({ success: true, output: 0 });
  });
});
