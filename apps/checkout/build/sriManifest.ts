import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the build writes its SRI manifest, inside the output folder (a dot folder: never served). */
export const SRI_MANIFEST_FILE = '.vite/sri.json';

/** Copies beside the emitted files that are not themselves loaded by a page: precompressed bodies and source maps. */
const NOT_EMITTED = /\.(br|gz|map)$/;

/**
 * Writes the build's Subresource Integrity manifest (`.vite/sri.json` in `outDir`): the sha384 of every
 * file emitted under `assets/`, by its URL path (`{ "/assets/x.js": "sha384-…" }`), so the server can
 * pin each script it writes into a page. Run it on the final bytes (after `minifyAgain`). Returns the
 * manifest.
 */
export async function writeSriManifest(outDir: string, assetsDir = 'assets'): Promise<Record<string, string>> {
  const names = (await readdir(join(outDir, assetsDir))).filter((name) => !NOT_EMITTED.test(name)).sort();
  const manifest: Record<string, string> = {};
  for (const name of names) {
    const digest = createHash('sha384')
      .update(await readFile(join(outDir, assetsDir, name)))
      .digest('base64');
    manifest[`/${assetsDir}/${name}`] = `sha384-${digest}`;
  }
  await mkdir(join(outDir, '.vite'), { recursive: true });
  await writeFile(join(outDir, SRI_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
