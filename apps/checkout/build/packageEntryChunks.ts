import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { entryNamesOf } from './entryNamesOf';

/** Where the build writes which chunk holds each package entry, inside the output folder (a dot folder: never served). */
export const PACKAGE_ENTRIES_FILE = '.vite/package-entries.json';

/** Which chunk holds each package entry the app bundles: entry (`@checkout/i18n/catalogues/de`) → chunk file (`assets/de-1.js`). */
export type PackageEntryChunks = Readonly<Record<string, string>>;

/** One package whose entries are written: its name, its folder and its `exports` field. */
interface EntryPackage {
  readonly name: string;
  readonly folder: string;
  readonly exports: unknown;
}

/**
 * Writes `.vite/package-entries.json` beside Vite's manifest: for each module of `packageNames` the
 * bundle holds that is an entry of its package (`@checkout/i18n/catalogues/de`,
 * `@checkout/reference-data/names/de`), the file of the chunk that holds it. Each entry name is checked
 * with Vite's resolver, so the server can preload a language's parts by the names the packages export
 * instead of by paths inside them.
 */
export function packageEntryChunks(packageNames: readonly string[]): Plugin {
  let importer = '';
  let packages: EntryPackage[] = [];
  return {
    name: 'checkout-package-entry-chunks',
    apply: 'build',
    configResolved(config) {
      importer = join(config.root, 'index.html');
    },
    async buildStart() {
      packages = [];
      for (const name of packageNames) {
        const resolved = await this.resolve(`${name}/package.json`, importer);
        if (!resolved) this.error(`${name}/package.json does not resolve.`);
        const manifest = JSON.parse(await readFile(resolved.id, 'utf8')) as { exports?: unknown };
        packages.push({ name, folder: dirname(resolved.id), exports: manifest.exports });
      }
    },
    async generateBundle(_options, bundle) {
      const entries: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          const owner = packages.find((candidate) => id.startsWith(candidate.folder + sep));
          if (!owner) continue;
          const file = `./${relative(owner.folder, id).split(sep).join('/')}`;
          for (const name of entryNamesOf(owner.name, owner.exports, file)) {
            // A subpath the package excludes (`null`) throws.
            const resolved = await this.resolve(name, importer).catch(() => null);
            if (resolved?.id === id) entries[name] = chunk.fileName;
          }
        }
      }
      const sorted = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));
      this.emitFile({ type: 'asset', fileName: PACKAGE_ENTRIES_FILE, source: `${JSON.stringify(sorted, null, 2)}\n` });
    },
  };
}
