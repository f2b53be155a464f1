import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a comment): compile every
 * function of the file eagerly, on the background thread that compiles the script while it downloads.
 * Without it the main thread compiles each function on its first call, and evaluating the startup chunk
 * (React's runtime among it, whose module wrappers all run at once) is one long task after the first
 * paint (ADR 0015).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Starts each built chunk named in `chunkNames` (`<name>-<8-character hash>.js` in `dir`, the startup chunks whose
 * functions nearly all run while the page starts) with {@link COMPILE_HINT}, and moves its source map one
 * line down. Run it after the last rewrite of the scripts and before their integrity hashes and
 * compressed copies. Returns the files it changed.
 */
export async function addCompileHints(dir: string, chunkNames: readonly string[]): Promise<string[]> {
  const present = new Set(await readdir(dir));
  const changed: string[] = [];
  for (const name of [...present].sort()) {
    const chunk = name.match(/^(.+)-[\w-]{8}\.js$/)?.[1];
    if (chunk === undefined || !chunkNames.includes(chunk)) continue;
    const file = join(dir, name);
    const code = await readFile(file, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    await writeFile(file, `${COMPILE_HINT}\n${code}`);
    const mapName = `${name}.map`;
    if (present.has(mapName)) {
      const map = JSON.parse(await readFile(join(dir, mapName), 'utf8')) as { mappings: string };
      await writeFile(join(dir, mapName), JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
    }
    changed.push(name);
  }
  return changed;
}
