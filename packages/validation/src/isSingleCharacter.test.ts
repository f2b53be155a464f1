import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isSingleCharacter, singleCharacterRule } from './isSingleCharacter';

describe('isSingleCharacter', () => {
  it.each([undefined, null, '', '   ', 'a', ' b ', 'ä', '👍🏽', '🇩🇪', 7, 'ß'])('accepts %j', (value) => {
    expect(isSingleCharacter(value)).toBe(true);
  });

  it.each(['ab', '👍👍', 12, 'a b', 'x'.repeat(10_000), true])('rejects %j', (value) => {
    expect(isSingleCharacter(value)).toBe(false);
  });
});

describe('singleCharacterRule', () => {
  it('reports the code single_character inside a valibot pipe and passes valid input through', () => {
    const schema = v.pipe(v.unknown(), singleCharacterRule());
    const failing = v.safeParse(schema, 'ab');
    expect(failing.success).toBe(false);
    expect(failing.issues?.[0]?.message).toBe('single_character');
    expect(v.safeParse(schema, 'a')).toMatchObject({ success: true, output: 'a' });
  });
});
