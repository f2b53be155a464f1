/** A colour in sRGB: channels 0–255, alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
// Numbers only: no nested functions, no var(), no escapes, nothing after the closing parenthesis.
const NUMBER = '[+]?(?:\\d{1,3}(?:\\.\\d{1,6})?|\\.\\d{1,6})';
const RGB = new RegExp(
  `^rgba?\\(\\s*(${NUMBER})(%?)\\s*(?:,\\s*|\\s+)(${NUMBER})(%?)\\s*(?:,\\s*|\\s+)(${NUMBER})(%?)\\s*(?:(?:,|\\/)\\s*(${NUMBER})(%?)\\s*)?\\)$`,
  'i',
);
const HSL = new RegExp(
  `^hsla?\\(\\s*(${NUMBER})(?:deg)?\\s*(?:,\\s*|\\s+)(${NUMBER})%\\s*(?:,\\s*|\\s+)(${NUMBER})%\\s*(?:(?:,|\\/)\\s*(${NUMBER})(%?)\\s*)?\\)$`,
  'i',
);

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

function channel(value: string, percent: string): number {
  const n = Number(value);
  return Math.round(clamp(percent ? (n / 100) * 255 : n, 255));
}

function alpha(value: string | undefined, percent: string | undefined): number {
  if (value === undefined) return 1;
  const n = Number(value);
  return clamp(percent ? n / 100 : n, 1);
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/**
 * Parses a merchant colour with a strict grammar (`#rgb[a]`, `#rrggbb[aa]`, `rgb[a]()`, `hsl[a]()` with plain
 * numbers), returning `null` for anything else, so no value can smuggle CSS through a colour.
 */
export function parseColor(value: unknown): Rgba | null {
  if (typeof value !== 'string' || value.length > 64) return null;
  const input = value.trim();
  const hex = HEX.exec(input)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const n = (i: number) => Number.parseInt(full.slice(i, i + 2), 16);
    return { r: n(0), g: n(2), b: n(4), a: full.length === 8 ? Math.round((n(6) / 255) * 1000) / 1000 : 1 };
  }
  const rgb = RGB.exec(input);
  if (rgb) {
    const [, r = '', rp = '', g = '', gp = '', b = '', bp = '', a, ap] = rgb;
    return { r: channel(r, rp), g: channel(g, gp), b: channel(b, bp), a: alpha(a, ap) };
  }
  const hsl = HSL.exec(input);
  if (hsl) {
    const [, h = '', s = '', l = '', a, ap] = hsl;
    const [r, g, b] = hslToRgb(Number(h) % 360, clamp(Number(s), 100) / 100, clamp(Number(l), 100) / 100);
    return { r, g, b, a: alpha(a, ap) };
  }
  return null;
}
