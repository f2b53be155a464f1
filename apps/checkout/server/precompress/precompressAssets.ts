import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is worth precompressing: text assets the browser fetches (source maps are left alone). */
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json']);
const MIN_BYTES = 1024;

/**
 * Writes `x.br` (quality 11) and `x.gz` (level 9) next to every text asset of at least 1 KiB in
 * `dir`, so the production server sends the smallest encodings without compressing at runtime.
 * Returns the files it compressed.
 */
export async function precompressAssets(dir: string): Promise<string[]> {
  const names = await readdir(dir);
  const done: string[] = [];
  await Promise.all(
    names
      .filter((name) => COMPRESSIBLE.has(extname(name)))
      .map(async (name) => {
        const file = join(dir, name);
        const body = await readFile(file);
        if (body.byteLength < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
            },
          }),
          gzipAsync(body, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        done.push(name);
      }),
  );
  return done.sort();
}
