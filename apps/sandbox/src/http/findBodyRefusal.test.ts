import { describe, expect, it } from 'vitest';
import { findBodyRefusal, MAX_BODY_DEPTH } from './findBodyRefusal';

const LONE_TEXT = 'The text is not well-formed Unicode (it holds a lone surrogate).';
const LONE_KEY = 'A key is not well-formed Unicode (it holds a lone surrogate).';
const NUL_TEXT = 'The text contains a NUL character.';

/** `levels` arrays one inside the other around `leaf`. */
const arrays = (levels: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let level = 0; level < levels; level++) value = [value];
  return value;
};

describe('findBodyRefusal', () => {
  it.each([
    ['a surrogate pair (an emoji)', '\ud83d\ude00'],
    ['letters, accents and CJK', 'Zoë 東京'],
    ['control characters PostgreSQL stores', 'line\nbreak\ttab\u0001'],
    ['a replacement character', '\ufffd'],
  ])('lets %s through', (_, text) => {
    expect(findBodyRefusal({ text, [text]: text, list: [text] })).toBeNull();
  });

  it.each([
    ['a high surrogate at the end', 'ab\ud83d'],
    ['a low surrogate at the start', '\ude00ab'],
    ['a pair in the wrong order', '\ude00\ud83d'],
    ['two high surrogates', '\ud83d\ud83d\ude00'],
  ])('refuses %s', (_, text) => {
    expect(findBodyRefusal({ list: ['ok', text] })).toEqual({
      message: 'The given data was invalid.',
      errors: { 'list.1': [LONE_TEXT] },
    });
  });

  it('names a field once with each of its problems, and a bad key by the object holding it', () => {
    expect(findBodyRefusal({ a: { '\ud800': 'x', '\udc00': 'y' }, b: 'ok' })).toEqual({
      message: 'The given data was invalid.',
      errors: { a: [LONE_KEY] },
    });
    expect(findBodyRefusal('\u0000')).toEqual({ message: 'The given data was invalid.', errors: { _: [NUL_TEXT] } });
  });

  it(`counts arrays and objects alike: ${MAX_BODY_DEPTH} levels pass, one more does not`, () => {
    expect(findBodyRefusal(arrays(MAX_BODY_DEPTH))).toBeNull();
    expect(findBodyRefusal(arrays(MAX_BODY_DEPTH + 1))).toEqual({ message: 'The request body is nested too deeply.' });
    expect(findBodyRefusal(arrays(MAX_BODY_DEPTH, {}))).toEqual({ message: 'The request body is nested too deeply.' });
  });

  it('walks 500 000 levels without overflowing the stack', () => {
    expect(findBodyRefusal(JSON.parse(`${'['.repeat(500_000)}${']'.repeat(500_000)}`))).toEqual({
      message: 'The request body is nested too deeply.',
    });
  });

  it('lets numbers, booleans, null and forms’ files through', () => {
    expect(findBodyRefusal({ n: 1, b: true, z: null, file: new File(['\u0000'], 'a.txt') })).toBeNull();
  });
});
