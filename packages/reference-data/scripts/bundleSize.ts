/** Bundles exports of the package alone with esbuild (minified, tree-shaken, code split) and weighs them. */
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'esbuild';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** One bundle: the entry code and the code of every chunk it may load later. */
export interface Bundle {
  /** Minified entry and the chunks it imports statically: what importing the exports costs up front. */
  readonly entry: string;
  /** Minified chunks loaded on demand (`loadCountryNames` languages). */
  readonly chunks: readonly string[];
}

/** Bundles `import { ...names } from '<module>'` as a browser app would, splitting dynamic imports into chunks. */
export async function bundleImport(names: readonly string[], module = './src/index.ts'): Promise<Bundle> {
  const result = await build({
    stdin: {
      contents: `import { ${names.join(', ')} } from '${module}';\nconsole.log(${names.join(', ')});\n`,
      resolveDir: packageRoot,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    outdir: join(packageRoot, 'size-out'),
    write: false,
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
    metafile: true,
  });
  const texts = new Map(result.outputFiles.map((file) => [relative(packageRoot, file.path), file.text]));
  const outputs = result.metafile.outputs;
  const entryPath = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === '<stdin>');
  if (entryPath === undefined) throw new Error('esbuild produced no entry');
  // What loads up front: the entry and every chunk it imports statically, transitively.
  const upFront = new Set<string>();
  const pending = [entryPath];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (upFront.has(path)) continue;
    upFront.add(path);
    for (const imported of outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement') pending.push(imported.path);
    }
  }
  const code = (paths: string[]) => paths.filter((path) => path.endsWith('.js')).map((path) => texts.get(path) ?? '');
  return {
    entry: code([...upFront]).join('\n'),
    chunks: code(Object.keys(outputs).filter((path) => !upFront.has(path))),
  };
}

/** Bytes of `text` in UTF-8. */
export function byteSize(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** Bytes of `text` after brotli at its highest quality, as a CDN serves it. */
export function brotliSize(text: string): number {
  return brotliCompressSync(Buffer.from(text, 'utf8'), {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
}
