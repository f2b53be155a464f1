import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isRequired, requiredRule } from './isRequired';

describe('isRequired', () => {
  it.each([undefined, null, '', '   ', '\t\n', '\u00a0', []])('rejects the empty value %j', (value) => {
    expect(isRequired(value)).toBe(false);
  });

  it.each([0, '0', false, 'a', ' x ', 'Zoë', '🙂', ['a'], {}, 'x'.repeat(10_000)])(
    'accepts the value %j, zero included',
    (value) => {
      expect(isRequired(value)).toBe(true);
    },
  );
});

describe('requiredRule', () => {
  it('reports the code required inside a valibot pipe and keeps a value', () => {
    const schema = v.pipe(v.string(), requiredRule());
    expect(v.safeParse(schema, '  ').issues?.[0]?.message).toBe('required');
    expect(v.safeParse(schema, 'Berlin')).toMatchObject({ success: true, output: 'Berlin' });
  });
});
