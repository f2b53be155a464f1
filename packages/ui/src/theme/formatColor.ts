import type { Rgba } from './parseColor';

const hex2 = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/** Serialises a parsed colour as `#rrggbb`, or `rgb(r g b / a)` when it is translucent. */
export function formatColor({ r, g, b, a }: Rgba): string {
  if (a >= 1) return `#${hex2(r)}${hex2(g)}${hex2(b)}`;
  return `rgb(${Math.round(r)} ${Math.round(g)} ${Math.round(b)} / ${Math.round(a * 1000) / 1000})`;
}
