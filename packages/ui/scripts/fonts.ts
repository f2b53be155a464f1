// Generates src/styles/fonts/ and src/styles/fonts.css from the pinned @fontsource/roboto: every
// subset of the weights the kit paints with, cut to the subset's `unicode-range`, without TrueType
// hinting and as WOFF2 only (the Latin regular weight: 21.4 → 12.3 KiB). Browsers render web text
// unhinted everywhere but old Windows GDI. `font-display: optional`: painted text is never drawn again
// in another font, so a late font file moves nothing on the page (a page painted before it came keeps
// the fallback; the next one, with the file cached, has Roboto). Run `pnpm --filter @checkout/ui fonts`;
// `src/styles/fonts.test.ts` checks the committed files are this output.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import wawoff2 from 'wawoff2';

const require = createRequire(import.meta.url);

/** The weights of `--ck-font-weight` (400), `--ck-font-weight-strong` (500) and bold text (700). */
export const WEIGHTS = [400, 500, 700] as const;

/** A fontsource subset: its name (`latin`) and CSS `unicode-range`. */
export type Subset = readonly [name: string, range: string];

const fontsourceDir = dirname(require.resolve('@fontsource/roboto/package.json'));
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the generated files go, relative to the package. */
export const FONTS_DIR = 'src/styles/fonts';
export const FONTS_CSS = 'src/styles/fonts.css';

/** Fontsource's subsets (`latin`, `greek`, …) with their unicode ranges, in its order. */
export async function readSubsets(): Promise<Subset[]> {
  return Object.entries(
    JSON.parse(await readFile(join(fontsourceDir, 'unicode.json'), 'utf8')) as Record<string, string>,
  );
}

/** The code points of a CSS `unicode-range` value (`U+0000-00FF,U+0131`). */
export function codePointsOf(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from, 16);
    return Array.from({ length: Number.parseInt(to, 16) - start + 1 }, (_, index) => start + index);
  });
}

/** The part of HarfBuzz's subsetter this script calls (`harfbuzz-subset.wasm` imports nothing). */
interface HarfBuzz {
  memory: WebAssembly.Memory;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

let harfbuzz: Promise<HarfBuzz> | undefined;
function loadHarfBuzz(): Promise<HarfBuzz> {
  harfbuzz ??= readFile(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'))
    .then((wasm) => WebAssembly.instantiate(wasm))
    .then(({ instance }) => instance.exports as unknown as HarfBuzz);
  return harfbuzz;
}

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_FLAGS_NO_HINTING = 0x1;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
/** Kept beside HarfBuzz's default features (kerning, ligatures, marks, …) for `font-variant-numeric`. */
const NUMERAL_FEATURES = ['lnum', 'pnum', 'tnum'];
const tag = (name: string) => [...name].reduce((value, char) => value * 256 + char.charCodeAt(0), 0);

/**
 * The font (an uncompressed sfnt) cut to the characters of `range` (the only ones a browser takes
 * from it) and the glyphs the default and numeral layout features reach, without hinting
 * instructions or glyph names.
 */
export async function subsetUnhinted(sfnt: Uint8Array, range: string): Promise<Uint8Array> {
  const hb = await loadHarfBuzz();
  const fontPointer = hb.malloc(sfnt.byteLength);
  new Uint8Array(hb.memory.buffer).set(sfnt, fontPointer);
  const blob = hb.hb_blob_create(fontPointer, sfnt.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  const unicodes = hb.hb_subset_input_unicode_set(input);
  for (const codePoint of codePointsOf(range)) hb.hb_set_add(unicodes, codePoint);
  const features = hb.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
  for (const feature of NUMERAL_FEATURES) hb.hb_set_add(features, tag(feature));
  hb.hb_subset_input_set_flags(input, hb.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_HINTING);
  const subset = hb.hb_subset_or_fail(face, input);
  hb.hb_subset_input_destroy(input);
  hb.hb_face_destroy(face);
  if (subset === 0) {
    hb.free(fontPointer);
    throw new Error('HarfBuzz could not subset the font.');
  }
  const result = hb.hb_face_reference_blob(subset);
  const output = new Uint8Array(
    hb.memory.buffer,
    hb.hb_blob_get_data(result, 0),
    hb.hb_blob_get_length(result),
  ).slice();
  hb.hb_blob_destroy(result);
  hb.hb_face_destroy(subset);
  hb.free(fontPointer);
  return output;
}

/** The file name of one generated font. */
export const fontFileName = (subset: string, weight: number) => `roboto-${subset}-${weight}-normal.woff2`;

/** Fontsource's WOFF2 of one subset and weight. */
export function readFontsourceFile(subset: string, weight: number): Promise<Buffer> {
  return readFile(join(fontsourceDir, 'files', fontFileName(subset, weight)));
}

/** The generated WOFF2 of one subset and weight. */
export async function generateFont([subset, range]: Subset, weight: number): Promise<Buffer> {
  const sfnt = await wawoff2.decompress(await readFontsourceFile(subset, weight));
  return Buffer.from(await wawoff2.compress(await subsetUnhinted(sfnt, range)));
}

/** Subsets declared first: a browser takes a character from the last face whose range holds it. */
const FALLBACK_SUBSETS = ['math', 'symbols'];

/**
 * The stylesheet declaring every generated font: `math` and `symbols` first, then fontsource's order
 * (Latin last), so a script's own subset wins where ranges overlap (Greek letters are in `math` too:
 * Greek text loads only the `greek` file).
 */
export function fontFaceCss(subsets: readonly Subset[]): string {
  const ordered = [
    ...subsets.filter(([name]) => FALLBACK_SUBSETS.includes(name)),
    ...subsets.filter(([name]) => !FALLBACK_SUBSETS.includes(name)),
  ];
  const rules = WEIGHTS.flatMap((weight) =>
    ordered.map(
      ([subset, range]) =>
        `@font-face {\n  font-family: Roboto;\n  font-style: normal;\n  font-display: optional;\n  font-weight: ${weight};\n` +
        `  src: url("./fonts/${fontFileName(subset, weight)}") format("woff2");\n  unicode-range: ${range};\n}\n`,
    ),
  );
  return `/* Generated by scripts/fonts.ts from @fontsource/roboto (unhinted, WOFF2). Do not edit by hand. */\n${rules.join('')}`;
}

/** Every generated file, by path relative to the package, with its content. */
export async function generateFonts(): Promise<Map<string, Uint8Array | string>> {
  const subsets = await readSubsets();
  const files = new Map<string, Uint8Array | string>([[FONTS_CSS, fontFaceCss(subsets)]]);
  for (const weight of WEIGHTS) {
    for (const subset of subsets)
      files.set(`${FONTS_DIR}/${fontFileName(subset[0], weight)}`, await generateFont(subset, weight));
  }
  return files;
}

/** A committed file's content, or `null` when it is missing. */
export function readCommitted(path: string): Promise<Buffer | null> {
  return readFile(join(packageDir, path)).catch(() => null);
}

async function main() {
  const files = await generateFonts();
  await rm(join(packageDir, FONTS_DIR), { recursive: true, force: true });
  await mkdir(join(packageDir, FONTS_DIR), { recursive: true });
  for (const [path, content] of files) await writeFile(join(packageDir, path), content);
  console.log(`wrote ${FONTS_CSS} and ${files.size - 1} fonts to ${FONTS_DIR}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
