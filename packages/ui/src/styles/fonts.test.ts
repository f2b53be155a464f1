// @vitest-environment node

import { describe, expect, it } from 'vitest';
import wawoff2 from 'wawoff2';
import { codePointsOf, FONTS_CSS, generateFonts, readCommitted } from '../../scripts/fonts';

/** The table tags of an sfnt (its table directory). */
function tablesOf(sfnt: Uint8Array): string[] {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  return Array.from({ length: view.getUint16(4) }, (_, index) =>
    String.fromCharCode(...sfnt.subarray(12 + index * 16, 16 + index * 16)),
  );
}

describe('self-hosted Roboto', async () => {
  const files = [...(await generateFonts())];

  it('declares 3 weights of 9 subsets, WOFF2 only', () => {
    expect(files.filter(([path]) => path.endsWith('.woff2'))).toHaveLength(27);
    const css = files.find(([path]) => path === FONTS_CSS)?.[1] as string;
    expect(css.match(/@font-face/g)).toHaveLength(27);
    expect(css).not.toMatch(/\.woff"|format\("woff"\)/);
  });

  it('never swaps a painted text to another font, so a late font file moves nothing (layout shift 0)', () => {
    const css = files.find(([path]) => path === FONTS_CSS)?.[1] as string;
    expect(css.match(/font-display: optional;/g)).toHaveLength(27);
    expect(css).not.toMatch(/font-display: (swap|fallback|block|auto)/);
  });

  it.each(files)('%s is what `pnpm fonts` writes from the pinned @fontsource/roboto', async (path, content) => {
    const committed = await readCommitted(path);
    expect(committed, `run \`pnpm --filter @checkout/ui fonts\` to refresh ${path}`).not.toBeNull();
    if (typeof content === 'string') expect(committed?.toString('utf8')).toBe(content);
    else expect(committed?.equals(content), `run \`pnpm --filter @checkout/ui fonts\` to refresh ${path}`).toBe(true);
  });

  it('drops the hinting tables and keeps outlines, metrics and kerning', async () => {
    const latin = files.find(([path]) => path.endsWith('roboto-latin-400-normal.woff2'))?.[1] as Uint8Array;
    const tables = tablesOf(await wawoff2.decompress(latin));
    expect(tables).toEqual(expect.arrayContaining(['glyf', 'hmtx', 'cmap', 'GPOS', 'GSUB']));
    expect(tables.filter((name) => ['fpgm', 'prep', 'cvt '].includes(name))).toEqual([]);
  });

  it('declares math and symbols before the script subsets, so Greek text takes the Greek file', () => {
    const css = files.find(([path]) => path === FONTS_CSS)?.[1] as string;
    const order = [...css.matchAll(/roboto-([a-z-]+)-400-normal/g)].map(([, subset]) => subset);
    expect(order.indexOf('math')).toBeLessThan(order.indexOf('greek'));
    expect(order.indexOf('symbols')).toBeLessThan(order.indexOf('greek'));
    expect(order.at(-1)).toBe('latin');
  });

  it('reads CSS unicode ranges', () => {
    expect(codePointsOf('U+0041-0043,U+20AC')).toEqual([0x41, 0x42, 0x43, 0x20ac]);
  });
});
