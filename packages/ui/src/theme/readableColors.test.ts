import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrastRatio';
import { parseColor, type Rgba } from './parseColor';
import { AA_TEXT_CONTRAST, onColor, readableOn } from './readableColors';

const rgb = fc.record({
  r: fc.integer({ min: 0, max: 255 }),
  g: fc.integer({ min: 0, max: 255 }),
  b: fc.integer({ min: 0, max: 255 }),
  a: fc.constant(1),
});
const color = (hex: string): Rgba => {
  const parsed = parseColor(hex);
  if (!parsed) throw new Error(`bad fixture ${hex}`);
  return parsed;
};

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio(color('#000'), color('#fff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(color('#00e3ae'), color('#00e3ae'))).toBe(1);
  });

  it('is symmetric', () => {
    fc.assert(fc.property(rgb, rgb, (a, b) => Math.abs(contrastRatio(a, b) - contrastRatio(b, a)) < 1e-12));
  });
});

describe('onColor', () => {
  it.each(['#00e3ae', '#ff5252', '#2196f3', '#4caf50', '#ffc107', '#1a237e', '#ffeb3b'])(
    'gives text that reaches AA on %s',
    (hex) => {
      expect(contrastRatio(onColor(color(hex)), color(hex))).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    },
  );

  it('reaches AA on every possible merchant primary', () => {
    fc.assert(fc.property(rgb, (background) => contrastRatio(onColor(background), background) >= AA_TEXT_CONTRAST));
  });
});

describe('readableOn', () => {
  it('keeps a colour that already reads on the background', () => {
    expect(readableOn(color('#1a237e'), color('#fff'))).toEqual(color('#1a237e'));
  });

  it('darkens the default mint primary until it reads on white', () => {
    const adjusted = readableOn(color('#00e3ae'), color('#fff'));
    expect(contrastRatio(adjusted, color('#fff'))).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(adjusted.g).toBeGreaterThan(adjusted.r);
  });

  it('reaches the requested contrast for any colour and background', () => {
    fc.assert(
      fc.property(rgb, rgb, (foreground, background) => {
        expect(contrastRatio(readableOn(foreground, background), background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      }),
    );
  });
});
