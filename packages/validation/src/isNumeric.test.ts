import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isNumeric, numericRule } from './isNumeric';

describe('isNumeric', () => {
  it.each([undefined, null, '', '   ', 0, 42, '12', ' 3 ', '007', '1'.repeat(10_000)])('accepts %j', (value) => {
    expect(isNumeric(value)).toBe(true);
  });

  it.each([-1, 1.5, '1,5', '-3', '+3', '12 34', '12a', '١٢', '🙂', true])('rejects %j', (value) => {
    expect(isNumeric(value)).toBe(false);
  });
});

describe('numericRule', () => {
  it('reports the code numeric inside a valibot pipe and passes valid input through', () => {
    const schema = v.pipe(v.unknown(), numericRule());
    const failing = v.safeParse(schema, -1);
    expect(failing.success).toBe(false);
    expect(failing.issues?.[0]?.message).toBe('numeric');
    expect(v.safeParse(schema, 0)).toMatchObject({ success: true, output: 0 });
  });
});
