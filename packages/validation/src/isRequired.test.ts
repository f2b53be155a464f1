import { describe, expect, it } from 'vitest';
import { isRequired } from './isRequired';

describe('isRequired', () => {
  it.each([undefined, null, '', '   ', '\t\n', []])('rejects the empty value %j', (value) => {
    expect(isRequired(value)).toBe(false);
  });

  it.each([0, false, 'a', ' x ', ['a'], {}])('accepts the value %j, zero included', (value) => {
    expect(isRequired(value)).toBe(true);
  });
});
