import { contrastRatio } from './contrastRatio';
import type { Rgba } from './parseColor';

/** The WCAG AA contrast for normal text. */
export const AA_TEXT_CONTRAST = 4.5;

const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };
const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** Black or white, whichever reads better on `background`; either always reaches at least 4.58:1 (AA). */
export function onColor(background: Rgba): Rgba {
  return contrastRatio(BLACK, background) >= contrastRatio(WHITE, background) ? BLACK : WHITE;
}

const mix = (from: Rgba, to: Rgba, t: number): Rgba => ({
  r: Math.round(from.r + (to.r - from.r) * t),
  g: Math.round(from.g + (to.g - from.g) * t),
  b: Math.round(from.b + (to.b - from.b) * t),
  a: 1,
});

/**
 * The colour itself when it reaches `minimum` contrast on `background`, otherwise the least-changed mix of it
 * towards black or white that does: a merchant's brand colour made readable as text or a focus ring.
 */
export function readableOn(color: Rgba, background: Rgba, minimum = AA_TEXT_CONTRAST): Rgba {
  const opaque = { ...color, a: 1 };
  if (contrastRatio(opaque, background) >= minimum) return opaque;
  const target = onColor(background);
  for (let step = 1; step <= 20; step += 1) {
    const candidate = mix(opaque, target, step / 20);
    if (contrastRatio(candidate, background) >= minimum) return candidate;
  }
  return target;
}
