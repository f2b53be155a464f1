import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isMaxPercent, maxPercentRule } from './isMaxPercent';

describe('isMaxPercent', () => {
  it.each([undefined, null, '', '   ', 0, 100, '100', '99,9', -5, ' 50 '])('accepts %j', (value) => {
    expect(isMaxPercent(value)).toBe(true);
  });

  it.each([100.01, '100,5', 101, 'abc', '100%'])('rejects %j', (value) => {
    expect(isMaxPercent(value)).toBe(false);
  });
});

describe('maxPercentRule', () => {
  it('reports the code max_percent inside a valibot pipe and passes valid input through', () => {
    const schema = v.pipe(v.unknown(), maxPercentRule());
    const failing = v.safeParse(schema, 100.01);
    expect(failing.success).toBe(false);
    expect(failing.issues?.[0]?.message).toBe('max_percent');
    expect(v.safeParse(schema, 0)).toMatchObject({ success: true, output: 0 });
  });
});
