import { describe, expect, it } from 'vitest';
import { parseFontFamily } from './parseFontFamily';
import { parseFontWeight } from './parseFontWeight';
import { parseTextTransform } from './parseTextTransform';

describe('parseFontFamily', () => {
  it.each([
    ['Roboto', '"Roboto"'],
    ['Open Sans', '"Open Sans"'],
    ["'Lato', sans-serif", '"Lato", sans-serif'],
    ['"Noto Sans JP",  serif', '"Noto Sans JP", serif'],
    ['Source_Sans-3', '"Source_Sans-3"'],
  ])('accepts %s as %s', (input, expected) => {
    expect(parseFontFamily(input)).toBe(expected);
  });

  it.each([
    'Roboto; color: red',
    'Roboto}body{',
    '</style>',
    'Ro\\62 oto',
    '"Roboto',
    '\'Roboto"',
    'url(//evil)',
    'var(--x)',
    'expression(alert(1))',
    '',
    ',',
    'a,b,c,d,e,f,g',
    7,
  ])('rejects %j', (input) => {
    expect(parseFontFamily(input)).toBeNull();
  });
});

describe('parseFontWeight', () => {
  it.each([
    [400, 400],
    ['500', 500],
    ['bold', 700],
    ['normal', 400],
  ])('accepts %j', (input, expected) => {
    expect(parseFontWeight(input)).toBe(expected);
  });

  it.each([0, 1001, '400;', 'heavy', '4e2', 1.5, null])('rejects %j', (input) => {
    expect(parseFontWeight(input)).toBeNull();
  });
});

describe('parseTextTransform', () => {
  it.each(['none', 'capitalize', 'uppercase', 'lowercase'] as const)('accepts %s', (input) => {
    expect(parseTextTransform(input)).toBe(input);
  });

  it.each(['full-width', 'uppercase;color:red', 'UPPERCASE', null])('rejects %j', (input) => {
    expect(parseTextTransform(input)).toBeNull();
  });
});
