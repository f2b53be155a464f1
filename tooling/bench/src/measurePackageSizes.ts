import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { compressedSizes } from './compressedSizes';

/** Weight of one public entry of a publishable package, imported alone. */
export interface EntrySize {
  readonly entry: string;
  /** Minified bytes loaded up front: the entry and the chunks it imports statically. */
  readonly minified: number;
  readonly brotli: number;
  /** Minified bytes of chunks it loads on demand (`import()`), e.g. one language's catalogue. */
  readonly lazyMinified: number;
  readonly lazyBrotli: number;
  readonly error?: string;
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Bundles every `exports` subpath of every publishable package in `packages/` alone with esbuild for the
 * browser (minified, code split, its dependencies included, peer dependencies external) and weighs it.
 */
export async function measurePackageSizes(): Promise<EntrySize[]> {
  const sizes: EntrySize[] = [];
  const packagesDir = join(repoRoot, 'packages');
  for (const folder of (await readdir(packagesDir)).sort()) {
    const packageDir = join(packagesDir, folder);
    let manifest: Record<string, unknown>;
    try {
      manifest = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8'));
    } catch {
      continue;
    }
    if (manifest.private === true || typeof manifest.name !== 'string') continue;
    const exportsMap = isRecord(manifest.exports) ? manifest.exports : {};
    const peers = Object.keys(isRecord(manifest.peerDependencies) ? manifest.peerDependencies : {});
    // A subpath mapped to `null` is excluded: no entry, nor a pattern's match of that name.
    const excluded = new Set(Object.keys(exportsMap).filter((key) => exportsMap[key] === null));
    for (const [pattern, target] of Object.entries(exportsMap)) {
      if (pattern === './package.json' || target === null) continue;
      const sourcePattern = isRecord(target) ? target['@checkout/source'] : undefined;
      for (const [subpath, source] of await expandSubpath(packageDir, pattern, sourcePattern, excluded)) {
        const entry = `${manifest.name}${subpath.slice(1)}`;
        if (typeof source !== 'string') {
          sizes.push({
            entry,
            minified: 0,
            brotli: 0,
            lazyMinified: 0,
            lazyBrotli: 0,
            error: 'no @checkout/source file',
          });
          continue;
        }
        try {
          sizes.push({ entry, ...(await bundleEntry(join(packageDir, source), peers)) });
        } catch (error) {
          const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
          sizes.push({ entry, minified: 0, brotli: 0, lazyMinified: 0, lazyBrotli: 0, error: reason });
        }
      }
    }
  }
  return sizes;
}

/**
 * The subpaths an `exports` key stands for, each with its source file: the key itself, or for a
 * pattern (`./names/*` → `./src/generated/names/*.ts`) one per source file it matches, but for the
 * subpaths the package excludes (`excluded`, mapped to `null`).
 */
export async function expandSubpath(
  packageDir: string,
  pattern: string,
  source: unknown,
  excluded: ReadonlySet<string> = new Set(),
): Promise<(readonly [string, unknown])[]> {
  if (typeof source !== 'string' || !pattern.includes('*') || !source.includes('*')) return [[pattern, source]];
  const [prefix = '', suffix = ''] = source.split('*');
  const dir = prefix.slice(0, prefix.lastIndexOf('/'));
  const start = prefix.slice(dir.length + 1);
  const files = (await readdir(join(packageDir, dir))).filter(
    (file) => file.startsWith(start) && file.endsWith(suffix) && !file.endsWith(`.test${suffix}`),
  );
  return files
    .sort()
    .map((file) => {
      const match = file.slice(start.length, file.length - suffix.length);
      return [pattern.replace('*', match), `${dir}/${file}`] as const;
    })
    .filter(([subpath]) => !excluded.has(subpath));
}

async function bundleEntry(file: string, peers: readonly string[]): Promise<Omit<EntrySize, 'entry'>> {
  const isCss = file.endsWith('.css');
  const outdir = join(dirname(file), '.bench-size-out');
  const result = await build({
    ...(isCss
      ? { entryPoints: [file] }
      : {
          stdin: {
            contents: `import * as entry from ${JSON.stringify(file)};\nconsole.log(entry);\n`,
            resolveDir: dirname(file),
            loader: 'ts' as const,
          },
        }),
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: !isCss,
    outdir,
    write: false,
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    conditions: ['@checkout/source'],
    external: peers.flatMap((peer) => [peer, `${peer}/*`]),
    // Fonts and images referenced by CSS are emitted as files and not weighed: only JS and CSS count.
    loader: { '.woff2': 'file', '.woff': 'file', '.ttf': 'file', '.svg': 'file', '.png': 'file', '.jpg': 'file' },
    logLevel: 'silent',
    metafile: true,
  });
  const texts = new Map(result.outputFiles.map((output) => [relative(process.cwd(), output.path), output.contents]));
  const outputs = result.metafile.outputs;
  const upFront = reachable(outputs, isCss ? undefined : '<stdin>');
  let minified = 0;
  let brotli = 0;
  let lazyMinified = 0;
  let lazyBrotli = 0;
  for (const path of Object.keys(outputs)) {
    if (!/\.(js|css)$/.test(path)) continue;
    const body = texts.get(path);
    if (body === undefined) continue;
    const weighed = compressedSizes(body);
    if (upFront.has(path)) {
      minified += weighed.raw;
      brotli += weighed.brotli;
    } else {
      lazyMinified += weighed.raw;
      lazyBrotli += weighed.brotli;
    }
  }
  return { minified, brotli, lazyMinified, lazyBrotli };
}

/**
 * The entry output and every output it imports statically, transitively, plus the CSS it pulls in; esbuild also marks
 * `import()` targets as entry points, so the entry is picked by name (`undefined`: every output is up front).
 */
function reachable(outputs: Metafile['outputs'], entryPoint: string | undefined): Set<string> {
  const upFront = new Set<string>();
  const pending = Object.keys(outputs).filter(
    (path) => entryPoint === undefined || outputs[path]?.entryPoint === entryPoint,
  );
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (upFront.has(path)) continue;
    upFront.add(path);
    const output = outputs[path];
    if (output?.cssBundle) pending.push(output.cssBundle);
    for (const imported of output?.imports ?? []) {
      if (imported.kind === 'import-statement') pending.push(imported.path);
    }
  }
  return upFront;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
