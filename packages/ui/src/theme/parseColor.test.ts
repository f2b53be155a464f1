import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatColor } from './formatColor';
import { parseColor } from './parseColor';

describe('parseColor', () => {
  it.each([
    ['#00e3ae', { r: 0, g: 227, b: 174, a: 1 }],
    ['#FFF', { r: 255, g: 255, b: 255, a: 1 }],
    ['#0008', { r: 0, g: 0, b: 0, a: 0.533 }],
    ['  #123456  ', { r: 18, g: 52, b: 86, a: 1 }],
    ['rgb(255, 82, 82)', { r: 255, g: 82, b: 82, a: 1 }],
    ['rgba(0,0,0,0.5)', { r: 0, g: 0, b: 0, a: 0.5 }],
    ['rgb(100% 0% 0% / 50%)', { r: 255, g: 0, b: 0, a: 0.5 }],
    ['hsl(120, 100%, 25%)', { r: 0, g: 128, b: 0, a: 1 }],
    ['hsla(0deg 0% 100% / 1)', { r: 255, g: 255, b: 255, a: 1 }],
  ])('accepts %s', (input, expected) => {
    expect(parseColor(input)).toEqual(expected);
  });

  it.each([
    'red;background:url(//evil)',
    '#fff;}</style><script>alert(1)</script>',
    '}',
    '</style>',
    'expression(alert(1))',
    'var(--x)',
    'rgb(var(--x), 0, 0)',
    '\\23 fff',
    '#\\66 ff',
    'url(https://evil.example/x.png)',
    'rgb(1,2,3) !important',
    'calc(1px + 1px)',
    'red',
    '#ggg',
    '#12345',
    'rgb(-1, 0, 0)',
    '',
    42,
    null,
    { toString: () => '#fff' },
  ])('rejects %j', (input) => {
    expect(parseColor(input)).toBeNull();
  });

  it('round-trips every opaque hex colour through formatColor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const hex = `#${n.toString(16).padStart(6, '0')}`;
        const parsed = parseColor(hex);
        expect(parsed && formatColor(parsed)).toBe(hex);
      }),
    );
  });

  it('never returns a colour whose serialisation contains CSS syntax for arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (input) => {
        const parsed = parseColor(input);
        if (parsed) expect(formatColor(parsed)).toMatch(/^(#[0-9a-f]{6}|rgb\(\d{1,3} \d{1,3} \d{1,3} \/ [\d.]+\))$/);
      }),
    );
  });
});
